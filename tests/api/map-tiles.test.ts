import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

/** MAP_TILES_URL (decision 081): the live maps' tile server, told to the app and let through the CSP. */
const TEMPLATE = 'https://tiles.example:8443/osm/{z}/{x}/{y}.png';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { MAP_TILES_URL: TEMPLATE } });
});
afterAll(() => server.stop());

describe('MAP_TILES_URL', () => {
  it('gives every visitor the template in the public settings', async () => {
    const response = await server.client().get('/api/settings/public');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ map_tiles_url: TEMPLATE });
  });

  it("lets images come from the tile server's origin only, on every answer", async () => {
    for (const path of ['/api/health', '/api/settings/public', '/admin/dispatch']) {
      const csp = (await server.client().get(path)).headers.get('content-security-policy') ?? '';
      const directives = csp.split(/;\s*/);
      expect(directives).toContain("img-src 'self' data: blob: https://tiles.example:8443");
      // The origin alone: no path of the template, and nowhere else than img-src.
      expect(csp.match(/tiles\.example/g)).toHaveLength(1);
      expect(directives).toContain("connect-src 'self'");
      expect(directives).toContain("default-src 'self'");
    }
  });
});
