import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../config.js';

/** Loopback, private and link-local networks: where a proxy of our own connects from. */
const NEARBY = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  NEARBY.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  NEARBY.addSubnet(network, prefix, 'ipv6');
}

export function isNearbyAddress(address: string): boolean {
  const version = isIP(address);
  return version !== 0 && NEARBY.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/**
 * TRUST_PROXY as Fastify's trustProxy. A list of addresses passes as it is. A hop count trusts
 * that many entries from the right of X-Forwarded-For, the ones the proxies appended, but only
 * when the connection itself comes from a loopback or private address: a client reaching the
 * server directly cannot then write its own address. (Fastify 5.12 ignores plain hop counts for
 * that reason, GHSA-3m5p-2c4r-xxw2; a proxy connecting from a public address must be named.)
 */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (address, hop) => hop < trust && (hop > 0 || isNearbyAddress(address));
}
