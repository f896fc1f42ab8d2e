// Which hops of X-Forwarded-* we believe. A hop is trusted only when the one before it
// (the socket first) is a trusted proxy; see docs/decisions/003-trust-proxy-and-allow-list.md.
import type { IncomingMessage } from 'node:http';

import proxyAddr from 'proxy-addr';

import type { TrustProxy } from '../../config/trust-proxy.ts';

export type TrustFunction = (address: string, hop: number) => boolean;

export function compileTrust(trust: TrustProxy): TrustFunction {
  switch (trust.kind) {
    case 'none':
      return () => false;
    case 'hops':
      return (_address, hop) => hop < trust.hops;
    case 'list':
      return proxyAddr.compile([...trust.entries]);
  }
}

/**
 * The peer's address followed by the X-Forwarded-For entries that trusted hops vouch for,
 * nearest first. The last element is the farthest address we can believe; entries beyond the
 * first untrusted hop are dropped, so a client cannot add itself by sending the header.
 */
export function trustedAddressChain(req: IncomingMessage, trust: TrustFunction): string[] {
  if (!req.socket.remoteAddress) return [];
  return proxyAddr.all(req, trust);
}

/**
 * The host the visitor asked for: X-Forwarded-Host (its first entry) when the peer is a
 * trusted proxy, else the Host header.
 */
export function requestedHost(req: IncomingMessage, trust: TrustFunction): string {
  const forwarded = req.headers['x-forwarded-host'];
  const peer = req.socket.remoteAddress;
  if (typeof forwarded === 'string' && forwarded.trim() && peer && trust(peer, 0)) {
    return forwarded.split(',')[0]!.trim();
  }
  return req.headers.host ?? '';
}
