// The server access allow-list (SPEC §6): fixed addresses and ranges, plus host names
// resolved at start and refreshed on an interval. Matching is pure and synchronous.
import { lookup as dnsLookup } from 'node:dns/promises';

import type ipaddr from 'ipaddr.js';

import { type AllowListEntry, parseAddress, parseRange } from '../../config/allow-list.ts';
import type { Logger } from '../logger.ts';

export type Lookup = (hostname: string) => Promise<string[]>;

export interface AllowList {
  readonly isEmpty: boolean;
  /** True when any of the addresses is listed or in a listed range. Malformed ones never match. */
  allows(addresses: readonly string[]): boolean;
  /** Resolves the host-name entries again; a failed lookup is logged and that name skipped. */
  refresh(): Promise<void>;
  /** Refreshes on an interval until stop(); the timer never keeps the process alive. */
  startRefreshing(intervalMs: number): void;
  stop(): void;
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

const defaultLookup: Lookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true })).map((entry) => entry.address);

export function createAllowList(
  entries: readonly AllowListEntry[],
  { lookup = defaultLookup, logger }: { lookup?: Lookup; logger?: Logger } = {},
): AllowList {
  const fixed: Address[] = [];
  const ranges: [Address, number][] = [];
  const hostnames: string[] = [];
  for (const entry of entries) {
    if (entry.kind === 'address') fixed.push(parseAddress(entry.value)!);
    else if (entry.kind === 'range') ranges.push(parseRange(entry.value)!);
    else hostnames.push(entry.value);
  }
  let resolved: Address[] = [];
  let timer: NodeJS.Timeout | undefined;

  function listed(address: Address): boolean {
    const same = (other: Address) => other.kind() === address.kind() && other.toString() === address.toString();
    return (
      fixed.some(same) ||
      resolved.some(same) ||
      ranges.some((range) => range[0].kind() === address.kind() && address.match(range))
    );
  }

  const list: AllowList = {
    isEmpty: entries.length === 0,
    allows(addresses) {
      return addresses.some((raw) => {
        const address = parseAddress(raw);
        return address !== null && listed(address);
      });
    },
    async refresh() {
      const results = await Promise.all(
        hostnames.map(async (hostname) => {
          try {
            const found = (await lookup(hostname)).map(parseAddress).filter((a): a is Address => a !== null);
            logger?.debug({ hostname, addresses: found.map(String) }, 'allow-list host name resolved');
            return found;
          } catch (error) {
            logger?.warn({ hostname, err: error }, 'allow-list host name lookup failed; skipped');
            return [];
          }
        }),
      );
      resolved = results.flat();
    },
    startRefreshing(intervalMs) {
      if (hostnames.length === 0 || timer) return;
      timer = setInterval(() => void list.refresh(), intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
  return list;
}
