import { isIP } from 'node:net';

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is `127.0.0.1`. */
export function canonicalAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/**
 * The proxies whose `X-Forwarded-For` is believed, from `TRUSTED_PROXIES` (comma-separated
 * IP addresses; none by default). Throws a readable error on an entry that is not an address.
 */
export function trustedProxiesFromEnv(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (isIP(entry) === 0) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address`);
    }
  }
  return [...new Set(entries.map(canonicalAddress))];
}
