import { isIP } from 'node:net';

/**
 * What can honestly be said about where an address is without a geolocation database: loopback
 * and private ranges are named, anything else is unknown (shown as such, never guessed).
 */
export function approximateLocation(ip: string | null): string | null {
  if (!ip) return null;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (address === '::1' || address.startsWith('127.')) return 'Local machine';
  if (isIP(address) === 4 && isPrivateIpv4(address)) return 'Private network';
  if (isIP(address) === 6 && /^f[cd]/i.test(address)) return 'Private network';
  return null;
}

function isPrivateIpv4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}
