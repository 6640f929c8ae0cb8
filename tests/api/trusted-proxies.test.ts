import { describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';

/** Behind nginx, limits and audit entries see the client, not the proxy (decision 039). */
describe('TRUSTED_PROXIES', () => {
  // The test's requests come from 127.0.0.1, which plays the proxy here.
  // Without SMTP_URL the dev mailbox is on: a page for callers on this machine only.
  const behindProxy = useTestServer({ env: { TRUSTED_PROXIES: '127.0.0.1', SMTP_URL: '' } });
  const direct = useTestServer();

  const lookup = (server: TestServer, forwardedFor?: string) =>
    server
      .client()
      .get('/api/track/OTC1', forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {});

  it('counts the per-address limit per forwarded client behind a trusted proxy', async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      expect((await lookup(behindProxy, '198.51.100.1')).status).toBe(404);
    }
    expect((await lookup(behindProxy, '198.51.100.1')).status).toBe(429);
    // A client further left in the header is whatever the caller wrote: the proxy's hop counts.
    expect((await lookup(behindProxy, '203.0.113.50, 198.51.100.1')).status).toBe(429);
    // Another client behind the same proxy, and the proxy's own requests, have their own budget.
    expect((await lookup(behindProxy, '198.51.100.2')).status).toBe(404);
    expect((await lookup(behindProxy)).status).toBe(404);
  });

  it('treats a forwarded client as not local: the dev mailbox stays loopback-only', async () => {
    const proxied = await behindProxy
      .client()
      .get('/dev/mailbox', { headers: { 'x-forwarded-for': '198.51.100.9' } });
    expect(proxied.status).toBe(404);
    expect((await behindProxy.client().get('/dev/mailbox')).status).toBe(200);
  });

  it('ignores the header when no proxy is trusted', async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      expect((await lookup(direct, `198.51.100.${attempt}`)).status).toBe(404);
    }
    expect((await lookup(direct, '198.51.100.99')).status).toBe(429);
  });
});
