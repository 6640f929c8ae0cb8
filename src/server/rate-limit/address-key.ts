import { isIPv4, isIPv6 } from 'node:net';
import { plainAddress } from '../core/plain-address';

/**
 * The part of a caller's address that per-IP limits count. One IPv6 subscriber is handed a whole
 * /64 and can pick any address in it, so IPv6 callers are counted by their /64; IPv4 (also when
 * written as an IPv4-mapped IPv6 address) by the exact address.
 */
export function rateLimitAddress(address: string): string {
  const plain = plainAddress(address);
  if (isIPv4(plain)) return plain;
  const withoutZone = address.split('%')[0] ?? address;
  if (!isIPv6(withoutZone)) return address;
  const groups = expandIPv6(withoutZone);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hex without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          // An IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - first.length - last.length }, () => '0');
  return [...first, ...zeros, ...last].map((group) => parseInt(group, 16).toString(16));
}
