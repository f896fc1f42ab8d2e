// The cart's forms (issue 20, SPEC §4, §5, §8): add boxes of a product from its page (a chosen
// conditioning) or its card (the main one), change a line's quantity, remove it, apply or remove
// a promo or CSM code. Only ids and a quantity travel: the catalog prices every line again, so a
// price or a field a forged form adds changes nothing. A quantity that is not a whole number from
// 1 to 99 is refused here (422) with its message; the catalog's refusals (unknown product, out of
// stock, each code outcome) are SPEC §8's, said in the visitor's language. An anonymous visitor's
// first box makes a cart whose token the site keeps in a cookie (server/shop/cart-cookie.ts).
// Without JavaScript an added product leads to the cart, and the cart's forms back to it, saying
// what was done; with it the page stays, and the answer carries the cart (and the header's count).
import { withDone } from '../../../shared/account-paths.ts';
import type { ApiClient } from '../../../shared/api/client.ts';
import { isApiError } from '../../../shared/api/errors.ts';
import { type CartAnswer, isShopErrorCode, type ShopErrorCode } from '../../../shared/schemas/shop.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/shop/constants.ts';
import { type FormContext, type FormHandler, type FormOutcome, FormStepError, step } from '../form-handler.ts';
import type { FormReply } from '../form-reply.ts';

/** The quantity field's message: 'a whole number of boxes from 1 to 99'. */
export const QUANTITY_KEY = 'validation.quantity';

const ID = /^[1-9]\d{0,8}$/;

const refused = (status: number, reason: ShopErrorCode): FormOutcome => ({
  ok: false,
  reply: { status, formError: { code: 'shop', reason } },
});

const badQuantity: FormOutcome = {
  ok: false,
  reply: { status: 422, errors: { quantity: { key: QUANTITY_KEY } }, formError: { code: 'invalid' } },
};

/** A quantity field as the number of boxes, or null: whole, from 1 to 99, nothing else. */
export function quantityOf(text: string | undefined): number | null {
  if (text === undefined || !/^\s*\d{1,3}\s*$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? quantity : null;
}

/** The SPEC §8 refusal of a shop call, as the form's reply; null for anything else (the content API down). */
export function replyOfShopRefusal(error: unknown): FormReply | null {
  if (!isApiError(error) || !isShopErrorCode(error.code)) return null;
  const status = error.status >= 400 && error.status < 500 ? error.status : 409;
  return { status, formError: { code: 'shop', reason: error.code } };
}

/** The cart client of the visitor: a customer's with their session, a visitor's with their cart's token (or none yet). */
function cartClient({ account, api, cart }: FormContext): ApiClient {
  if (account) return account;
  return cart.token ? api.with({ cartToken: cart.token }) : api;
}

/** Runs a change of the cart: a new cart's token is kept; a refusal is said. */
async function changeCart(
  context: FormContext,
  done: string,
  work: (client: ApiClient) => Promise<CartAnswer>,
): Promise<FormOutcome> {
  if (!context.cart.shop) return refused(404, 'shop_closed');
  let answer: CartAnswer;
  try {
    answer = await step('storage', () => work(cartClient(context)));
  } catch (error) {
    const reply = replyOfShopRefusal(error instanceof FormStepError ? error.cause : error);
    if (reply) return { ok: false, reply };
    throw error;
  }
  if (answer.token !== undefined && !context.account) context.cart.keep(answer.token);
  const { post, router } = context;
  // Added from a page without JavaScript: to the cart, which shows it.
  const cartPath = router.href('cart', {}, post.locale);
  if (post.form === 'cartAdd' && post.mode === 'html' && cartPath && post.page !== 'cart')
    return { ok: true, next: { to: withDone(cartPath, done), reload: true }, done, cart: answer.cart };
  return { ok: true, next: { stay: true }, done, cart: answer.cart };
}

/** The id a field names, or null. */
const idOf = (text: string | undefined) => (text !== undefined && ID.test(text) ? Number(text) : null);

export const addToCart: FormHandler = async (context) => {
  const { fields, api } = context;
  const productId = idOf(fields.product);
  if (productId === null) return refused(404, 'product_unknown');
  const quantity = quantityOf(fields.quantity ?? '1');
  if (quantity === null) return badQuantity;
  let conditioningId = fields.conditioning ? idOf(fields.conditioning) : null;
  if (fields.conditioning && conditioningId === null) return refused(404, 'product_unknown');
  if (conditioningId === null) {
    // From a card: the product's main conditioning, which its page lists first.
    if (!context.cart.shop) return refused(404, 'shop_closed');
    const product = await step('lookup', () => api.products.get(productId)).catch((error: unknown) => {
      const cause = error instanceof FormStepError ? error.cause : error;
      if (isApiError(cause) && cause.status === 404) return null;
      throw error;
    });
    const main = product?.conditionings[0];
    if (!main) return refused(404, 'product_unknown');
    conditioningId = main.id;
  }
  const chosen = conditioningId;
  return changeCart(context, 'cartAdd', (client) =>
    client.cart.add({ product_id: productId, conditioning_id: chosen, quantity }),
  );
};

export const changeQuantity: FormHandler = async (context) => {
  const line = idOf(context.fields.line);
  if (line === null) return refused(404, 'line_unknown');
  const quantity = quantityOf(context.fields.quantity);
  if (quantity === null) return badQuantity;
  return changeCart(context, 'cartQuantity', (client) => client.cart.setQuantity(line, quantity));
};

export const removeFromCart: FormHandler = async (context) => {
  const line = idOf(context.fields.line);
  if (line === null) return refused(404, 'line_unknown');
  return changeCart(context, 'cartRemove', (client) => client.cart.remove(line));
};

export const applyCode: FormHandler = async (context) => {
  const code = (context.fields.code ?? '').trim();
  if (code === '')
    return {
      ok: false,
      reply: { status: 422, errors: { code: { key: 'validation.code' } }, formError: { code: 'invalid' } },
    };
  // Longer than any code the shop gives: not one of them (the catalog is not asked).
  if (code.length > 40) return refused(422, /^csm/i.test(code) ? 'csm_invalid' : 'promo_invalid');
  return changeCart(context, 'cartCode', (client) => client.cart.applyCode(code));
};

export const removeCode: FormHandler = (context) =>
  changeCart(context, 'cartCodeRemove', (client) => client.cart.removeCode());

/**
 * At login, sign-up or activation: the anonymous cart goes into the customer's (the catalog adds
 * its lines to theirs), then its cookie goes. A failure leaves the cookie for the next login: the
 * session opens all the same.
 */
export async function mergeAnonymousCart(context: FormContext, sessionToken: string): Promise<void> {
  const { cart, api, services, requestId } = context;
  if (!cart.shop || cart.token === null) return;
  try {
    await api.with({ token: sessionToken, cartToken: cart.token }).cart.merge();
    cart.keep(null);
  } catch (error) {
    services.logger.warn({ id: requestId, err: error }, 'the anonymous cart could not be merged at login');
  }
}
