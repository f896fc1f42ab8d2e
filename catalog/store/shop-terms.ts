// Each country's shop terms (shared/shop/shop-terms.ts): SPEC §9's euro figures in the shop's
// currency, with the same price points as the catalogue's prices (catalog/store/prices.ts: CHF
// at EUR × 1.08, on a price ending in .90): free shipping from 49 € is 52.90 CHF, the CSM minimum
// of 60 € is 64.90 CHF.
import type { Country } from '../../config/countries.ts';
import { CARRIER_INFO, CARRIERS } from '../../shared/shop/carriers.ts';
import { CSM_MINIMUM_EUR_CENTS, FREE_SHIPPING_FROM_EUR_CENTS } from '../../shared/shop/constants.ts';
import type { ShopTerms } from '../../shared/shop/shop-terms.ts';
import { currencyOf, priceCents } from './prices.ts';

export function shopTermsOf(country: Country): ShopTerms {
  return {
    currency: currencyOf(country),
    freeShippingFromCents: priceCents(country, FREE_SHIPPING_FROM_EUR_CENTS),
    csmMinimumCents: priceCents(country, CSM_MINIMUM_EUR_CENTS),
    carrierPriceCents: Object.fromEntries(
      CARRIERS.map((carrier) => [carrier, priceCents(country, CARRIER_INFO[carrier].priceEurCents)]),
    ) as ShopTerms['carrierPriceCents'],
  };
}
