import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must not reach in production: anything that is not a public internet
 * host (this machine, the private network, link-local cloud metadata at 169.254.169.254,
 * multicast, reserved and documentation ranges). IPv4-mapped IPv6 addresses
 * (::ffff:127.0.0.1) are judged by the IPv4 ranges; prefixes that embed an IPv4 address
 * (NAT64, 6to4, Teredo) are refused whole, since the address inside may be private.
 */
const RANGES: readonly [string, number, 'ipv4' | 'ipv6', string][] = [
  ['127.0.0.0', 8, 'ipv4', 'a loopback address (this machine)'],
  ['10.0.0.0', 8, 'ipv4', 'a private network address'],
  ['172.16.0.0', 12, 'ipv4', 'a private network address'],
  ['192.168.0.0', 16, 'ipv4', 'a private network address'],
  ['169.254.0.0', 16, 'ipv4', 'a link-local address'],
  ['100.64.0.0', 10, 'ipv4', 'a shared (carrier-grade NAT) address'],
  ['0.0.0.0', 8, 'ipv4', 'a "this network" address'],
  ['192.0.0.0', 24, 'ipv4', 'a reserved address'],
  ['192.0.2.0', 24, 'ipv4', 'a documentation address'],
  ['198.18.0.0', 15, 'ipv4', 'a benchmarking address'],
  ['198.51.100.0', 24, 'ipv4', 'a documentation address'],
  ['203.0.113.0', 24, 'ipv4', 'a documentation address'],
  ['224.0.0.0', 4, 'ipv4', 'a multicast address'],
  ['240.0.0.0', 4, 'ipv4', 'a reserved address'],
  ['::1', 128, 'ipv6', 'a loopback address (this machine)'],
  ['::', 128, 'ipv6', 'the unspecified address'],
  ['fe80::', 10, 'ipv6', 'a link-local address'],
  ['fc00::', 7, 'ipv6', 'a unique local (private network) address'],
  ['fec0::', 10, 'ipv6', 'a site-local address'],
  ['ff00::', 8, 'ipv6', 'a multicast address'],
  ['64:ff9b::', 96, 'ipv6', 'a NAT64 address'],
  ['64:ff9b:1::', 48, 'ipv6', 'a NAT64 address'],
  ['2002::', 16, 'ipv6', 'a 6to4 address'],
  ['2001::', 32, 'ipv6', 'a Teredo address'],
  ['2001:db8::', 32, 'ipv6', 'a documentation address'],
  ['100::', 64, 'ipv6', 'a discard-only address'],
  ['::', 96, 'ipv6', 'an IPv4-compatible address'],
];

const LISTS = RANGES.map(([network, prefix, family, reason]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { list, reason };
});

/** Why an IP address is not a public internet host, or null when it is one. */
export function nonPublicAddressReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return null;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const { list, reason } of LISTS) {
    if (list.check(bare, type)) return reason;
  }
  return null;
}

const PRIVATE_SUFFIXES: readonly [string, string][] = [
  ['.localhost', 'a name of this machine'],
  ['.local', 'a .local name (the local network)'],
  ['.internal', 'a name on a private network'],
  ['.intranet', 'a name on a private network'],
  ['.lan', 'a name on a private network'],
  ['.home.arpa', 'a name on a home network'],
];

/**
 * Why a URL's host is not a public internet host, or null when it may be one: an IP
 * address in a non-public range, localhost, a name under a local-only suffix, or a name
 * of one label ('router', 'metadata'), which only a local resolver can answer.
 */
export function nonPublicHostReason(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare) !== 0) return nonPublicAddressReason(bare);
  if (host === 'localhost') return 'localhost (this machine)';
  for (const [suffix, reason] of PRIVATE_SUFFIXES) {
    if (host.endsWith(suffix)) return reason;
  }
  if (!host.includes('.')) return 'a single-label name, not a public host name';
  return null;
}
