// The country is chosen from the host name the visitor arrived on (SPEC §1, DESIGN.md §6).
import type { RequestHandler } from 'express';

import { COUNTRIES, type Country, COUNTRY_INFO } from '../../config/countries.ts';
import { hostMayBeForwarded, requestedHost, type TrustFunction } from '../net/trust-proxy.ts';

/** Lower-cased host name without port or trailing dot; `[::1]:3000` gives `::1`. */
export function normalizeHost(host: string): string {
  const text = host.trim().toLowerCase();
  const bare = text.startsWith('[') ? (text.slice(1).split(']')[0] ?? '') : text.replace(/:\d*$/, '');
  return bare.replace(/\.+$/, '');
}

export function countryForHost(host: string, byHost: ReadonlyMap<string, Country>, fallback: Country): Country {
  return byHost.get(normalizeHost(host)) ?? fallback;
}

export interface HostCountryOptions {
  countryHosts: Readonly<Record<Country, readonly string[]>>;
  defaultCountry: Country;
  trust: TrustFunction;
  /** TRUST_FORWARDED_HOST: a trusted proxy's X-Forwarded-Host picks the country. */
  forwardedHost: boolean;
}

export function hostCountry({
  countryHosts,
  defaultCountry,
  trust,
  forwardedHost,
}: HostCountryOptions): RequestHandler {
  if (!COUNTRIES.includes(defaultCountry))
    throw new Error(`hostCountry: default country '${defaultCountry}' is not one of ${COUNTRIES.join(', ')}`);
  const byHost = new Map<string, Country>();
  for (const country of COUNTRIES) {
    for (const host of countryHosts[country] ?? []) byHost.set(normalizeHost(host), country);
  }
  const hostTrust = { trust, forwardedHost };
  return function hostCountryMiddleware(req, res, next) {
    // The answer depends on the header whenever it is read, also when a request comes without it.
    if (hostMayBeForwarded(req, hostTrust)) res.vary('X-Forwarded-Host');
    const country = countryForHost(requestedHost(req, hostTrust), byHost, defaultCountry);
    res.locals.country = country;
    res.locals.locale = COUNTRY_INFO[country].defaultLocale;
    next();
  };
}
