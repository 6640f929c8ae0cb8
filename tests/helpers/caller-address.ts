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
