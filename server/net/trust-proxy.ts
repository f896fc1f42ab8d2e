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

/** Whether X-Forwarded-Host is read (TRUST_FORWARDED_HOST=on) and who may set it (TRUST_PROXY). */
export interface ForwardedHostTrust {
  trust: TrustFunction;
  forwardedHost: boolean;
}

/** Whether this request's X-Forwarded-Host, present or not, decides its host. */
export function hostMayBeForwarded(req: IncomingMessage, { trust, forwardedHost }: ForwardedHostTrust): boolean {
  const peer = req.socket.remoteAddress;
  return forwardedHost && peer !== undefined && trust(peer, 0);
}

/**
 * The host the visitor asked for: X-Forwarded-Host (its first entry) when TRUST_FORWARDED_HOST is
 * on and the peer is a trusted proxy, else the Host header.
 */
export function requestedHost(req: IncomingMessage, trust: ForwardedHostTrust): string {
  const forwarded = req.headers['x-forwarded-host'];
  if (typeof forwarded === 'string' && forwarded.trim() && hostMayBeForwarded(req, trust)) {
    return forwarded.split(',')[0]!.trim();
  }
  return req.headers.host ?? '';
}
