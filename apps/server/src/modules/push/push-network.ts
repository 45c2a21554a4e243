import { lookup } from 'node:dns/promises';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** One address a host resolved to. */
export type ResolvedAddress = { address: string; family: number };

/**
 * How a push reaches its service (review 2, M1). The host is resolved by the job itself, every
 * address must be one `mayContact` allows, and the request goes to the address checked (the
 * agent never resolves again), so a name rebound to a private address between the check and the
 * connection is not followed either. Production uses `systemPushNetwork`; tests replace parts of
 * it through the app's dependencies (a fake resolver, a loopback stub), never through settings.
 */
export type PushNetwork = {
  /** The host's addresses (the system resolver: hosts file, then DNS). */
  resolve(host: string): Promise<ResolvedAddress[]>;
  /** Whether a push may go to this address: public unicast only. */
  mayContact(address: string): boolean;
  /** The https agent of one push: it connects to `checked` and nowhere else. */
  agentFor(checked: ResolvedAddress): https.Agent;
};

export const systemPushNetwork: PushNetwork = {
  resolve: (host) => lookup(host, { all: true, verbatim: true }),
  mayContact: isPublicAddress,
  agentFor: pinnedAgent,
};

/** The production network with a test's replacements (AppDeps.pushNetwork). */
export function pushNetworkWith(parts: Partial<PushNetwork> = {}): PushNetwork {
  return { ...systemPushNetwork, ...parts };
}

/** An agent whose every lookup answers the checked address (SNI and the certificate stay the host's). */
export function pinnedAgent(checked: ResolvedAddress, options: https.AgentOptions = {}) {
  const pinned: LookupFunction = (_host, opts, callback) => {
    if (opts.all) callback(null, [checked]);
    else callback(null, checked.address, checked.family);
  };
  return new https.Agent({ ...options, keepAlive: false, lookup: pinned });
}

/**
 * Never contacted: "this network", private, shared (CGNAT), loopback, link-local, reserved,
 * documentation, multicast. One list per family: a BlockList also matches IPv4 addresses
 * against IPv6 rules (::/96 would refuse them all).
 */
const refusedV4 = new BlockList();
const refusedV6 = new BlockList();
for (const [net, prefix] of [
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
] as const) {
  refusedV4.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['::ffff:0:0', 96], // IPv4-mapped: judged by its IPv4 address below
  ['64:ff9b::', 96], // NAT64: judged by its IPv4 address below
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: judged by its IPv4 address below
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  refusedV6.addSubnet(net, prefix, 'ipv6');
}

/**
 * Whether an address is public unicast. IPv6 forms that carry an IPv4 address (mapped, NAT64,
 * 6to4) are public only when that address is; the rest of those ranges is refused.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refusedV4.check(address, 'ipv4');
  if (family !== 6) return false;
  const embedded = embeddedIPv4(address);
  if (embedded) return isPublicAddress(embedded);
  return !refusedV6.check(address, 'ipv6');
}

/** The IPv4 address inside a mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) or 6to4 address. */
function embeddedIPv4(address: string): string | undefined {
  const words = ipv6Words(address);
  if (!words) return undefined;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => words.slice(from, to).every((w) => w === 0);
  if (zeros(0, 5) && words[5] === 0xffff) return v4(words[6] ?? 0, words[7] ?? 0);
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6))
    return v4(words[6] ?? 0, words[7] ?? 0);
  if (words[0] === 0x2002) return v4(words[1] ?? 0, words[2] ?? 0);
  return undefined;
}

/** An IPv6 address as its eight 16-bit words (a trailing dotted IPv4 part allowed). */
function ipv6Words(address: string): number[] | undefined {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((w) => Number.parseInt(w, 16)) : []);
  const first = part(head);
  const last = tail === undefined ? [] : part(tail);
  const missing = 8 - first.length - last.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  const words = [...first, ...new Array<number>(missing).fill(0), ...last];
  return words.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff) ? words : undefined;
}
