import { BlockList, isIP } from 'node:net';
import { plainAddress } from '../core/plain-address';

/** The proxies whose X-Forwarded-For we believe: addresses and CIDR ranges, IPv4 or IPv6. */
export type TrustedProxies = {
  /** Whether the list is empty, so that the common case reads no header at all. */
  readonly none: boolean;
  includes(address: string): boolean;
};

/**
 * Reads TRUSTED_PROXIES ("127.0.0.1, 10.0.0.0/8, ::1"). Returns the first entry that is neither an
 * address nor a range as an error, so configuration can name it.
 */
export function parseTrustedProxies(text: string): TrustedProxies | { invalid: string } {
  const list = new BlockList();
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return { invalid: entry };
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return { invalid: entry };
    list.addSubnet(address, bits, type);
  }
  return {
    none: entries.length === 0,
    includes(address) {
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

export const NO_TRUSTED_PROXIES: TrustedProxies = { none: true, includes: () => false };

/**
 * The caller's address: the socket's, unless the socket is a trusted proxy. Then X-Forwarded-For
 * is read from its right end, each hop appending the address it saw, and the first address that
 * is not a trusted proxy is the caller; whatever a caller wrote further left is not believed.
 */
export function callerAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  if (trusted.none || !forwardedFor || !trusted.includes(socketAddress)) return socketAddress;
  const hops = forwardedFor.split(',');
  let caller = socketAddress;
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = plainAddress(hops[index]!.trim());
    // A hop that is no address was not written by a proxy of ours: stop at the last one believed.
    if (isIP(hop) === 0) return caller;
    caller = hop;
    if (!trusted.includes(hop)) return hop;
  }
  return caller;
}
