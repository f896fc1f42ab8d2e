// SPEC §7 resource group 'cart' (issue 20): the visitor's cart, priced by the server. A customer's
// cart goes with their session (`api.with({ token })`), an anonymous visitor's with the token the
// first change answered (`api.with({ cartToken })`); `merge` moves the latter into the former at
// login. A refusal is an ApiError whose `code` is SPEC §8's (shared/schemas/shop.ts).
import { wrapped } from '../../schemas/common.ts';
import { type CartAnswer, cartAnswerSchema, type CartLinePayload } from '../../schemas/shop.ts';
import type { CallOptions, Transport } from '../transport.ts';

const cartAnswer = wrapped(cartAnswerSchema);

export function cartResource(transport: Transport) {
  const send = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    call?: CallOptions,
  ): Promise<CartAnswer> =>
    (await transport.request({ method, path, schema: cartAnswer, ...(body !== undefined && { body }), call })).data;
  return {
    /** GET /cart: the cart (empty when the visitor has none yet). */
    get: (call?: CallOptions) => send('GET', 'cart', undefined, call),
    /** POST /cart/lines: boxes of a variant (added to its line when the cart has one). */
    add: (payload: CartLinePayload, call?: CallOptions) => send('POST', 'cart/lines', payload, call),
    setQuantity: (lineId: number, quantity: number, call?: CallOptions) =>
      send('PUT', `cart/lines/${lineId}`, { quantity }, call),
    remove: (lineId: number, call?: CallOptions) => send('DELETE', `cart/lines/${lineId}`, undefined, call),
    /** POST /cart/code: a promo or CSM code; refused with its outcome's code. */
    applyCode: (code: string, call?: CallOptions) => send('POST', 'cart/code', { code }, call),
    removeCode: (call?: CallOptions) => send('DELETE', 'cart/code', undefined, call),
    /** POST /cart/merge: with the customer's token and the visitor's cart token, one cart. */
    merge: (call?: CallOptions) => send('POST', 'cart/merge', {}, call),
  };
}
export type CartResource = ReturnType<typeof cartResource>;
