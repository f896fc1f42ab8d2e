// TRUST_PROXY: which hops may set X-Forwarded-For / X-Forwarded-Host / X-Forwarded-Proto.
// See docs/decisions/003-trust-proxy-and-allow-list.md.
import { parseAddress, parseRange } from './allow-list.ts';

export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: readonly string[] };

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function parseTrustProxy(raw: string): TrustProxy | { error: string } {
  const text = raw.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (text === 'true') {
    return {
      error:
        "'true' would trust every hop, so any client could forge its address; give a hop count or the proxies' addresses",
    };
  }
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !NAMED_RANGES.has(entry) && !parseAddress(entry) && !parseRange(entry));
  if (bad.length > 0) {
    return { error: `'${bad.join("', '")}' is not loopback, linklocal, uniquelocal, an address or a CIDR range` };
  }
  return { kind: 'list', entries };
}
