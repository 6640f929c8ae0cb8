import { isIPv4 } from 'node:net';

/**
 * 1.2.3.4 for ::ffff:1.2.3.4: Node reports IPv4 callers of a dual-stack socket that way, and
 * limits and trust lists mean the IPv4 address. Any other address comes back as it is.
 */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:([\d.]+)$/i.exec(address)?.[1];
  return mapped && isIPv4(mapped) ? mapped : address;
}
