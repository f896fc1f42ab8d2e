// A shop call refused for a reason the visitor is told (SPEC §5, §8): the store throws it with
// its code, the endpoint answers it with its status (catalog/endpoints/shop-refusals.ts).
import type { ShopErrorCode } from '../../shared/schemas/shop.ts';

export class ShopRefusal extends Error {
  constructor(
    readonly code: ShopErrorCode,
    /** What the refusal is about, for the answer's message (a product id, an order number). */
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ShopRefusal';
  }
}
