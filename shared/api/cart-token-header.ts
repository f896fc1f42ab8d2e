// The header an anonymous cart's token travels in (issue 20): the site keeps the token in a
// cookie and sends it with the cart calls; a customer's cart goes with their bearer instead.
export const CART_TOKEN_HEADER = 'x-cart-token';
