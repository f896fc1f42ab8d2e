// The shape of the shop's starting data (issue 20): relay points with their schedules, codes to
// try each outcome with, and stock levels. Not content: it goes in once, where missing
// (catalog/store/seed-shop.ts), and what the shop did since (stock sold, codes used) stays.
import type { Country } from '../../config/countries.ts';
import type { CodeKind } from '../../shared/shop/codes.ts';

export interface SeedRelayPoint {
  id: number;
  country: Country;
  carrier: 'chrono_relais' | 'colissimo_relais';
  name: string;
  address: string;
  zipcode: string;
  city: string;
  /** Day 1 Monday … 7 Sunday; hours HH:MM. */
  schedules: readonly { day: number; opens: string; closes: string }[];
}

export interface SeedCode {
  country: Country;
  /** Upper case, no spaces. */
  code: string;
  kind: CodeKind;
  percentOff?: number;
  /** In euros; the shop's currency on its price points. */
  amountOffEur?: number;
  freeShipping?: boolean;
  freeProductId?: number;
  minimumEur?: number;
  loginRequired?: boolean;
  firstOrderOnly?: boolean;
  usesPerCustomer?: number;
  maxUses?: number;
  validFrom?: string;
  validTo?: string;
}

export interface ShopSeed {
  relayPoints: readonly SeedRelayPoint[];
  codes: readonly SeedCode[];
  stock: {
    /** Boxes of every product a country sells, unless listed below (an out-of-stock product has none). */
    defaultQuantity: number;
    levels: readonly { productId: number; country: Country; quantity: number }[];
  };
}
