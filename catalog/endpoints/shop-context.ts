// What the shop calls share: the shop must be open in the country (SHOP_COUNTRIES), the caller is
// a customer (a valid bearer) or a visitor with or without an anonymous cart's token.
import type { Country } from '../../config/countries.ts';
import { CART_TOKEN_HEADER } from '../../shared/api/cart-token-header.ts';
import type { CartOwner } from '../store/carts.ts';
import { ShopRefusal } from '../store/shop-refusal.ts';
import { type AccountDeps, type Caller, callerOf } from './account-auth.ts';
import { shopRefusal } from './shop-refusals.ts';

export interface ShopDeps extends AccountDeps {
  /** Where visitors can buy (SHOP_COUNTRIES). */
  shopCountries: readonly Country[];
}

export function checkShopOpen(deps: ShopDeps, country: Country): void {
  if (!deps.shopCountries.includes(country)) shopRefusal(new ShopRefusal('shop_closed', country));
}

const CART_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The anonymous cart's token the request carries, when well formed. */
export function cartTokenOf(request: Request): string | null {
  const token = request.headers.get(CART_TOKEN_HEADER);
  return token !== null && CART_TOKEN.test(token) ? token : null;
}

/** The customer when the request carries a bearer (an invalid one is a 401), else null. */
export async function optionalCaller(deps: AccountDeps, request: Request): Promise<Caller | null> {
  return request.headers.has('authorization') ? callerOf(deps, request) : null;
}

export async function cartOwnerOf(
  deps: ShopDeps,
  request: Request,
): Promise<{ owner: CartOwner; caller: Caller | null }> {
  const caller = await optionalCaller(deps, request);
  return { caller, owner: { customerId: caller?.customerId ?? null, token: caller ? null : cartTokenOf(request) } };
}
