import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { canonicalAddress } from './trusted-proxies.ts';

/**
 * The address a request came from. A configured proxy (`TRUSTED_PROXIES`: the host's `/api`
 * proxy, the nginx edge) appends the browser's address to `X-Forwarded-For`; that header is
 * believed only from such a peer, so no other client can pick its own address to slip past a
 * per-address limit. In-process calls (tests' `app.request()` without a socket) count as one
 * local client.
 */
export function clientAddressFrom(trustedProxies: readonly string[]): (c: Context) => string {
  const trusted = new Set(trustedProxies.map(canonicalAddress));
  return (c) => {
    let peer: string | undefined;
    try {
      peer = getConnInfo(c).remote.address;
    } catch {
      peer = undefined;
    }
    if (peer === undefined) return 'local';
    const address = canonicalAddress(peer);
    if (trusted.has(address)) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
      if (forwarded) return canonicalAddress(forwarded);
    }
    return address;
  };
}
