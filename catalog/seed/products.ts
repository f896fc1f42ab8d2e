// The 48 products of the catalogue, ids 1–48: fact sheets per brand (catalog/seed/products/*),
// composed into five-language records by catalog/seed/products/build.ts.
import { buildProduct } from './products/build.ts';
import { NUTRIVEA } from './products/nutrivea.ts';
import { OMEGALIS } from './products/omegalis.ts';
import { PHYTESSENCE } from './products/phytessence.ts';
import { SERENIUM } from './products/serenium.ts';
import { SYMBIORA } from './products/symbiora.ts';
import { VITALANCE } from './products/vitalance.ts';
import type { SeedProduct } from './types.ts';

export const PRODUCTS: readonly SeedProduct[] = Object.freeze(
  [...SYMBIORA, ...NUTRIVEA, ...PHYTESSENCE, ...OMEGALIS, ...VITALANCE, ...SERENIUM].map(buildProduct),
);
