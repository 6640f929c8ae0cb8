import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { incomingHeader } from '../http/incoming-header';
import { callerAddress, type TrustedProxies } from './trusted-proxies';

/**
 * The header through which we hand better-auth the caller's address. We always overwrite it with
 * the address we worked out, so a client cannot choose its own rate-limit key by sending it.
 */
export const CLIENT_IP_HEADER = 'x-otc-client-ip';

/**
 * The caller's address for rate limits, audit entries and loopback-only pages: the socket's, or,
 * behind a proxy listed in TRUSTED_PROXIES, the client that proxy forwarded.
 */
export function clientIpOf(c: Context, trusted: TrustedProxies): string {
  let socketAddress: string;
  try {
    socketAddress = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket unless they pass one in the env.
    return 'unknown';
  }
  if (trusted.none) return socketAddress;
  return callerAddress(socketAddress, incomingHeader(c, 'x-forwarded-for'), trusted);
}

/** Whether an address is this machine's own (127.0.0.0/8 or ::1, also IPv4-mapped). */
export function isLoopbackAddress(address: string): boolean {
  return /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address) || address === '::1';
}
