import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where the server may send a request a user chose the address of (webhooks): the public
// internet only. Loopback, private, carrier-grade NAT, link-local (cloud metadata at
// 169.254.169.254 among them), unique-local, multicast, documentation and reserved ranges are
// refused, checked on the addresses a name resolves to. The URL parser has already turned other
// spellings (127.1, 2130706433, 0x7f000001, [::ffff:127.0.0.1]) into these forms.

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export const NOT_PUBLIC_MESSAGE = 'The address is not on the public internet, so nothing is sent to it.';

/** An IPv4 address carried inside an IPv6 one (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d). */
function embeddedIpv4(address: string): string | null {
  const match = address
    .toLowerCase()
    .match(/^(?:::ffff:|64:ff9b::)(?:([\d.]+)|([\da-f]{1,4}):([\da-f]{1,4}))$/);
  if (!match) return null;
  if (match[1]) return match[1];
  const high = Number.parseInt(match[2]!, 16);
  const low = Number.parseInt(match[3]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export type DestinationPolicy = {
  /** Loopback allowed (WEBHOOK_ALLOW_LOOPBACK: local development and tests, never production). */
  allowLoopback: boolean;
};

/** Whether a request may go to this IP address. */
export function isAllowedAddress(address: string, policy: DestinationPolicy): boolean {
  const inner = embeddedIpv4(address);
  if (inner) return isAllowedAddress(inner, policy);
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (policy.allowLoopback && LOOPBACK.check(address, family)) return true;
  return !NOT_PUBLIC.check(address, family);
}

/** The URL's host as an address or a name ('[::1]' → '::1'). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Why the URL may not be sent to, or null when it may: its host is a public address or resolves
 * only to public ones. A name that does not resolve is let through (it reaches nothing; the
 * delivery checks again, on the address it connects to).
 */
export async function refusedDestination(url: URL, policy: DestinationPolicy): Promise<string | null> {
  const host = hostOf(url);
  if (isIP(host)) return isAllowedAddress(host, policy) ? null : NOT_PUBLIC_MESSAGE;
  const addresses = await lookup(host, { all: true, verbatim: true }).catch(() => []);
  return addresses.every(({ address }) => isAllowedAddress(address, policy)) ? null : NOT_PUBLIC_MESSAGE;
}
