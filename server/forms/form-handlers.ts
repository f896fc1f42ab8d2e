// Each form's handler (decision 026): one file per family under handlers/.
import type { FormName } from '../../shared/forms/form-protocol.ts';
import type { FormHandler } from './form-handler.ts';
import { addAddress, deleteAddress, editAddress, makeDefaultAddress } from './handlers/address-forms.ts';
import { addToCart, applyCode, changeQuantity, removeCode, removeFromCart } from './handlers/cart-forms.ts';
import { chooseDelivery, pay, requestWithdrawal } from './handlers/checkout-forms.ts';
import { submitContactForm } from './handlers/contact-forms.ts';
import { addFavourite, removeFavourite } from './handlers/favourite-forms.ts';
import { logIn } from './handlers/login.ts';
import { logOut } from './handlers/logout.ts';
import { requestReset, setNewPassword } from './handlers/password-reset.ts';
import { changeEmail, changePassword, savePersonalInfo, saveSubscriptions } from './handlers/profile-forms.ts';
import { activate, signUp } from './handlers/sign-up.ts';

export const FORM_HANDLERS: Readonly<Record<FormName, FormHandler>> = Object.freeze({
  contact: submitContactForm,
  newsletter: submitContactForm,
  login: logIn,
  signUp,
  activation: activate,
  resetRequest: requestReset,
  newPassword: setNewPassword,
  personalInfo: savePersonalInfo,
  changeEmail,
  changePassword,
  subscriptions: saveSubscriptions,
  addressAdd: addAddress,
  addressEdit: editAddress,
  addressDelete: deleteAddress,
  addressDefault: makeDefaultAddress,
  favouriteAdd: addFavourite,
  favouriteRemove: removeFavourite,
  logout: logOut,
  checkoutDelivery: chooseDelivery,
  checkoutPay: pay,
  withdrawal: requestWithdrawal,
  cartAdd: addToCart,
  cartQuantity: changeQuantity,
  cartRemove: removeFromCart,
  cartCode: applyCode,
  cartCodeRemove: removeCode,
});
