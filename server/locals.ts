// What the chain leaves on res.locals for the steps after it.
import type { Country } from '../config/countries.ts';
import type { Locale } from '../config/locales.ts';
import type { RouteMatch } from '../routes/kinds.ts';

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set by request-id: the incoming X-Request-Id when well formed, else a new UUID. */
    requestId: string;
    /** Set by security-headers: the CSP nonce every inline script of this response carries. */
    cspNonce: string;
    /** Set by host-country. */
    country: Country;
    /** Set by host-country to the country's default locale, refined by locale detection. */
    locale: Locale;
    /** Set by route matching: the route of the path in the locale, or null when none matched. */
    route?: RouteMatch | null;
    /** The kind of route that answered (home, product, healthz, asset…), for logs and metrics. */
    routeKind?: string;
    /** Set by static-assets when it chose among an asset's precompressed files: the body is final, compression leaves it alone. */
    contentCoding?: 'br' | 'gzip' | 'identity';
  }
}

export {};
