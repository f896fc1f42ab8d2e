// The shop's starting data (issue 20): relay points with schedules in every country, codes to try
// each outcome of SPEC §4 with, and stock. Per country: BIENVENUE10 (10 % off a first order,
// logged in), LIVRAISON (free shipping from 30 €), MERCI5 (5 € off from 40 €, once per customer),
// ETE2023 (over: not valid), EPUISE (used up: already used), and two CSM codes (CSM-<COUNTRY>-
// 0001 and -0002: a free Vitalance Vitamine C 500 from 60 €, single use).
import { COUNTRIES, type Country } from '../../config/countries.ts';
import type { SeedCode, SeedRelayPoint, ShopSeed } from './shop-types.ts';

/** Vitalance Vitamine C 500, sold in every country: the CSM code's free product. */
const CSM_FREE_PRODUCT_ID = 36;

function codesOf(country: Country): SeedCode[] {
  const upper = country.toUpperCase();
  return [
    { country, code: 'BIENVENUE10', kind: 'promo', percentOff: 10, firstOrderOnly: true, loginRequired: true },
    { country, code: 'LIVRAISON', kind: 'promo', freeShipping: true, minimumEur: 30 },
    {
      country,
      code: 'MERCI5',
      kind: 'promo',
      amountOffEur: 5,
      minimumEur: 40,
      usesPerCustomer: 1,
      loginRequired: true,
    },
    { country, code: 'ETE2023', kind: 'promo', percentOff: 15, validFrom: '2023-06-01', validTo: '2023-09-30' },
    { country, code: 'EPUISE', kind: 'promo', percentOff: 20, maxUses: 0 },
    { country, code: `CSM-${upper}-0001`, kind: 'csm', freeProductId: CSM_FREE_PRODUCT_ID },
    { country, code: `CSM-${upper}-0002`, kind: 'csm', freeProductId: CSM_FREE_PRODUCT_ID },
  ];
}

const weekdays = (opens: string, closes: string) => [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));
const withSaturday = (opens: string, closes: string) => [
  ...weekdays(opens, closes),
  { day: 6, opens: '09:00', closes: '12:30' },
];

const RELAY_POINTS: readonly SeedRelayPoint[] = [
  {
    id: 1,
    country: 'be',
    carrier: 'chrono_relais',
    name: 'Librairie du Parc',
    address: 'Rue Royale 120',
    zipcode: '1000',
    city: 'Bruxelles',
    schedules: withSaturday('08:30', '19:00'),
  },
  {
    id: 2,
    country: 'be',
    carrier: 'colissimo_relais',
    name: 'Tabac Flagey',
    address: 'Place Eugène Flagey 7',
    zipcode: '1050',
    city: 'Ixelles',
    schedules: weekdays('07:00', '18:30'),
  },
  {
    id: 3,
    country: 'be',
    carrier: 'chrono_relais',
    name: 'Dagbladhandel Meir',
    address: 'Meir 44',
    zipcode: '2000',
    city: 'Antwerpen',
    schedules: withSaturday('09:00', '18:00'),
  },
  {
    id: 4,
    country: 'ch',
    carrier: 'chrono_relais',
    name: 'Kiosk Bahnhofstrasse',
    address: 'Bahnhofstrasse 31',
    zipcode: '8001',
    city: 'Zürich',
    schedules: withSaturday('07:30', '19:00'),
  },
  {
    id: 5,
    country: 'ch',
    carrier: 'colissimo_relais',
    name: 'Papeterie de la Gare',
    address: 'Rue du Mont-Blanc 18',
    zipcode: '1201',
    city: 'Genève',
    schedules: weekdays('08:00', '18:30'),
  },
  {
    id: 6,
    country: 'de',
    carrier: 'chrono_relais',
    name: 'Zeitschriften Alexanderplatz',
    address: 'Alexanderplatz 5',
    zipcode: '10178',
    city: 'Berlin',
    schedules: withSaturday('08:00', '20:00'),
  },
  {
    id: 7,
    country: 'de',
    carrier: 'colissimo_relais',
    name: 'Kiosk am Marienplatz',
    address: 'Marienplatz 8',
    zipcode: '80331',
    city: 'München',
    schedules: weekdays('08:00', '19:00'),
  },
  {
    id: 8,
    country: 'es',
    carrier: 'chrono_relais',
    name: 'Estanco Sol',
    address: 'Calle de Alcalá 12',
    zipcode: '28014',
    city: 'Madrid',
    schedules: withSaturday('09:30', '20:30'),
  },
  {
    id: 9,
    country: 'es',
    carrier: 'colissimo_relais',
    name: 'Papelería Gràcia',
    address: 'Carrer Gran de Gràcia 80',
    zipcode: '08012',
    city: 'Barcelona',
    schedules: weekdays('09:00', '20:00'),
  },
  {
    id: 10,
    country: 'it',
    carrier: 'chrono_relais',
    name: 'Edicola Duomo',
    address: 'Piazza del Duomo 3',
    zipcode: '20121',
    city: 'Milano',
    schedules: withSaturday('07:00', '19:30'),
  },
  {
    id: 11,
    country: 'it',
    carrier: 'colissimo_relais',
    name: 'Tabaccheria Termini',
    address: 'Via Marsala 20',
    zipcode: '00185',
    city: 'Roma',
    schedules: weekdays('08:00', '19:00'),
  },
];

export const SHOP_SEED: ShopSeed = Object.freeze<ShopSeed>({
  relayPoints: RELAY_POINTS,
  codes: COUNTRIES.flatMap(codesOf),
  stock: {
    defaultQuantity: 200,
    // A few boxes left of Symbiora Femme in Belgium: enough to try a reservation running out.
    levels: [{ productId: 6, country: 'be', quantity: 3 }],
  },
});
