import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The address a request came from. The host's `/api` proxy runs on this machine and appends
 * the browser's address to `X-Forwarded-For`; that header is believed only from a loopback
 * peer, so a remote client cannot pick its own address to slip past a per-address limit.
 * In-process calls (tests' `app.request()` without a socket) count as one local client.
 */
export function clientAddress(c: Context): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  if (peer === undefined) return 'local';
  if (LOOPBACK.test(peer)) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return peer;
}
