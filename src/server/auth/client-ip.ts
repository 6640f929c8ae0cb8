/**
 * The header through which we hand better-auth the caller's address. We always overwrite it with
 * the address we worked out (http/client-address.ts), so a client cannot choose its own rate-limit
 * key by sending it.
 */
export const CLIENT_IP_HEADER = 'x-otc-client-ip';

/** Whether an address is this machine's own (127.0.0.0/8 or ::1, also IPv4-mapped). */
export function isLoopbackAddress(address: string): boolean {
  return /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address) || address === '::1';
}
