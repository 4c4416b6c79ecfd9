import { isIP } from 'node:net';
import { nonPublicAddressReason, nonPublicHostReason } from './private-address.ts';

/** Resolves a host name to its addresses (DNS); injectable so tests need no network. */
export type HostLookup = (hostname: string) => Promise<string[]>;

const PUBLIC_ONLY = 'In production, webhooks are delivered to public hosts only.';

/**
 * Why the API will not deliver to this URL, or null when it will. In development and
 * tests any http(s) host is allowed (a receiver on this machine); in production private,
 * loopback and link-local hosts are refused, so a webhook cannot reach inside the network
 * the API runs in.
 */
export function webhookTargetProblem(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Webhook URL refused: it is not an absolute URL.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return `Webhook URL refused: only https:// and http:// URLs are delivered to, not ${parsed.protocol}//.`;
  }
  if (allowPrivate) return null;
  const reason = nonPublicHostReason(parsed.hostname);
  return reason === null
    ? null
    : `Webhook URL refused: ${parsed.hostname} is ${reason}. ${PUBLIC_ONLY}`;
}

/** Why a delivery cannot go out now, and whether trying again later may help. */
export interface TargetProblem {
  reason: string;
  retryable: boolean;
}

/**
 * At delivery time in production: the host's addresses, looked up now, must all be public,
 * so a name that resolves into the private network (or was pointed there after it was set)
 * is not delivered to. A failed lookup may pass, so it is retried; a private address is not.
 */
export async function resolvedTargetProblem(
  url: URL,
  lookup: HostLookup,
): Promise<TargetProblem | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const named = webhookTargetProblem(url.toString(), false);
  if (named !== null) return { reason: named, retryable: false };
  if (isIP(host) !== 0) return null;
  let addresses: string[];
  try {
    addresses = await lookup(host);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return {
      reason: `DNS lookup of ${host} failed${typeof code === 'string' ? ` (${code})` : ''}`,
      retryable: true,
    };
  }
  for (const address of addresses) {
    const reason = nonPublicAddressReason(address);
    if (reason !== null) {
      return {
        reason: `Refused: ${host} resolves to ${address}, ${reason}. ${PUBLIC_ONLY}`,
        retryable: false,
      };
    }
  }
  return addresses.length === 0
    ? { reason: `DNS lookup of ${host} found no address`, retryable: true }
    : null;
}
