// The exported product page, read from PEER_PRODUCT_PAGE_DATA on first use and kept: both peers
// load their data the way Vitrine's content cache holds it, once, in memory. Read lazily because
// `next build` imports the page's modules without that variable.
import { readFileSync } from 'node:fs';

import type { ProductPageData } from './product-page-data.ts';

let loaded: ProductPageData | undefined;

export function productPageData(): ProductPageData {
  if (loaded === undefined) {
    const file = process.env.PEER_PRODUCT_PAGE_DATA;
    if (!file) throw new Error('PEER_PRODUCT_PAGE_DATA must name the product page JSON that npm run bench writes');
    loaded = JSON.parse(readFileSync(file, 'utf8')) as ProductPageData;
  }
  return loaded;
}
