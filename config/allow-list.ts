// ALLOWLIST entries (SPEC §6): addresses, CIDR ranges and host names. Pure parsing; the
// server resolves host names and matches requests (server/net/allow-list.ts).
import ipaddr from 'ipaddr.js';

export type AllowListEntry =
  { kind: 'address'; value: string } | { kind: 'range'; value: string } | { kind: 'hostname'; value: string };

const HOSTNAME =
  /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/**
 * Parses an address strictly (dotted-quad IPv4 or IPv6) and folds IPv4-mapped IPv6
 * (`::ffff:10.0.0.1`) into plain IPv4, so both spellings compare equal. Returns null for
 * anything else: `unknown`, ports, brackets, legacy forms like `10.1`.
 */
export function parseAddress(raw: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const text = raw.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!text.includes(':') || !ipaddr.IPv6.isValid(text)) return null;
  const v6 = ipaddr.IPv6.parse(text);
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

/** Parses `a.b.c.d/n` or `v6/n`; a mapped IPv6 range becomes the IPv4 range it covers. */
export function parseRange(raw: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  const [addressText, prefixText, ...rest] = raw.trim().split('/');
  if (rest.length > 0 || addressText === undefined || !/^\d{1,3}$/.test(prefixText ?? '')) return null;
  const prefix = Number(prefixText);
  if (ipaddr.IPv4.isValidFourPartDecimal(addressText)) {
    return prefix <= 32 ? [ipaddr.IPv4.parse(addressText), prefix] : null;
  }
  if (!addressText.includes(':') || !ipaddr.IPv6.isValid(addressText) || prefix > 128) return null;
  const v6 = ipaddr.IPv6.parse(addressText);
  if (v6.isIPv4MappedAddress() && prefix >= 96) return [v6.toIPv4Address(), prefix - 96];
  return [v6, prefix];
}

export function parseAllowListEntry(raw: string): AllowListEntry | { error: string } {
  const text = raw.trim();
  if (text.includes('/')) {
    const range = parseRange(text);
    if (!range) return { error: `entry '${text}' is not a CIDR range` };
    return { kind: 'range', value: `${range[0].toString()}/${range[1]}` };
  }
  const address = parseAddress(text);
  if (address) return { kind: 'address', value: address.toString() };
  if (HOSTNAME.test(text) && !/^[\d.]+$/.test(text)) {
    return { kind: 'hostname', value: text.toLowerCase().replace(/\.$/, '') };
  }
  return { error: `entry '${text}' is neither an address, a CIDR range nor a host name` };
}
