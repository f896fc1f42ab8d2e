// The carriers of SPEC §3 ('Delivery carriers shown'), each with how it delivers and its price in
// euro cents before the free-shipping rules (shipping-price.ts). SPEC §9: standard home delivery
// (colissimo) in 2 to 4 working days; relay and express home delivery in 24 working hours for
// orders placed before 12:00.

export const CARRIERS = ['colissimo', 'chronopost', 'chrono_relais', 'colissimo_relais'] as const;
export type Carrier = (typeof CARRIERS)[number];

export interface CarrierInfo {
  code: Carrier;
  /** At the customer's door, or at a relay point chosen from a list. */
  delivery: 'home' | 'relay';
  /** Standard: 2 to 4 working days; next-day: 24 working hours for an order before noon. */
  speed: 'standard' | 'next_day';
  /** Express home delivery is never free: the free-shipping rules leave it at its price. */
  express: boolean;
  priceEurCents: number;
}

export const CARRIER_INFO: Readonly<Record<Carrier, CarrierInfo>> = Object.freeze({
  colissimo: { code: 'colissimo', delivery: 'home', speed: 'standard', express: false, priceEurCents: 490 },
  chronopost: { code: 'chronopost', delivery: 'home', speed: 'next_day', express: true, priceEurCents: 990 },
  chrono_relais: { code: 'chrono_relais', delivery: 'relay', speed: 'next_day', express: false, priceEurCents: 590 },
  colissimo_relais: {
    code: 'colissimo_relais',
    delivery: 'relay',
    speed: 'next_day',
    express: false,
    priceEurCents: 390,
  },
});

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

/** SPEC §9 'first-order promo gives free standard delivery': the standard home carrier. */
export const STANDARD_CARRIER: Carrier = 'colissimo';
