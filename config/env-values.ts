// The kinds of value environment variables hold, as zod schemas that config/env-variables.ts
// puts together: URLs, host lists, durations, and adapters for the parsers of allow-list.ts and
// trust-proxy.ts.
import { z } from 'zod';

import { type AllowListEntry, parseAllowListEntry } from './allow-list.ts';
import { COUNTRIES, type Country, isCountry } from './countries.ts';

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A duration in milliseconds, at most ten minutes. */
export const milliseconds = (fallback: number, min = 0) =>
  z.coerce.number().int().min(min).max(600_000).default(fallback);

/** An absolute http(s) URL without query or fragment; a trailing slash is dropped. */
export const absoluteUrl = z
  .url({ protocol: /^https?$/ })
  .refine((value) => !/[?#]/.test(value), 'no query or fragment')
  .transform((value) => value.replace(/\/+$/, ''));

/** A comma list of host names, lower-cased, without trailing dots. */
export const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase().replace(/\.$/, ''))
      .filter(Boolean),
  )
  .refine((hosts) => hosts.every((host) => HOSTNAME.test(host)), 'host names only');

/** A value read by one of our parsers; the parser's error becomes the variable's problem. */
export function fromParser<T>(parse: (raw: string) => T | { error: string }) {
  return z.string().transform((raw, ctx) => {
    const parsed = parse(raw);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed as T;
  });
}

/** A comma list of addresses, CIDR ranges and host names; every bad entry is named. */
export const allowList = fromParser<AllowListEntry[]>((raw) => {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(parseAllowListEntry);
  const errors = entries.flatMap((entry) => ('error' in entry ? [entry.error] : []));
  return errors.length > 0 ? { error: errors.join('; ') } : (entries as AllowListEntry[]);
});

/**
 * A comma list of country codes, lower-cased, each once, in the site's order, or `none` (an
 * empty variable means unset); every unknown code is named.
 */
export const countryList = fromParser<Country[]>((raw) => {
  if (raw.trim().toLowerCase() === 'none') return [];
  const codes = raw
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
  const unknown = codes.filter((code) => !isCountry(code));
  if (unknown.length > 0) return { error: `unknown countr${unknown.length > 1 ? 'ies' : 'y'} ${unknown.join(', ')}` };
  return COUNTRIES.filter((country) => codes.includes(country));
});
