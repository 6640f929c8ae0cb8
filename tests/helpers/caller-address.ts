import type { SignedIn } from './portal-callers';
import type { TestServer } from './test-server';

/**
 * What @hono/node-server hands the app for a request from `address`, so `app.fetch(request,
 * fromAddress(…))` is seen as coming from that caller, as it would be off a real socket.
 */
export function fromAddress(address: string) {
  return {
    incoming: {
      socket: {
        remoteAddress: address,
        remotePort: 40_000,
        remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4',
      },
    },
  };
}

/** A JSON POST of a signed-in browser as if it came from `address`. */
export function postFrom(
  server: TestServer,
  { signedIn, address }: { signedIn: SignedIn; address: string },
  path: string,
  json: unknown,
): Promise<Response> {
  return Promise.resolve(
    server.app.fetch(
      new Request(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          origin: server.url,
          cookie: signedIn.sessionCookie,
          'content-type': 'application/json',
        },
        body: JSON.stringify(json),
      }),
      fromAddress(address),
    ),
  );
}
