import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { callerAddress, type TrustedProxies } from '../auth/trusted-proxies';
import { incomingHeader } from './incoming-header';

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
