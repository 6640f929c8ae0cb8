import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutesOf } from '../helpers/app-routes';
import { startTestServer } from '../helpers/test-server';
import type { TestServer } from '../helpers/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};

async function openApiDocument(): Promise<OpenApiDocument> {
  const response = await server.client().get('/api/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as OpenApiDocument;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document naming the session cookie as its security scheme', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Orion Transit & Custody API' });
    expect(document.components.securitySchemes.sessionCookie).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'otc.session_token' }),
    );
  });

  it('documents only routes the app serves, each with its answers', async () => {
    const document = await openApiDocument();
    const served = new Set(apiRoutesOf(server.app));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => {
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
        return `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      }),
    );
    expect(documented).toContain('GET /api/health');
    expect(documented.filter((route) => !served.has(route))).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('is a page of our own that loads the reference from our origin', async () => {
    const response = await server.client().get('/api/docs');
    expect(response.status).toBe(200);
    const html = await response.text();
    const script = /<script src="(\/api\/docs\/scalar-[\d.]+\.js)"><\/script>/.exec(html)?.[1];
    expect(script).toBeTruthy();
    expect(html).not.toMatch(/<script>|https?:\/\//);
    const bundle = await server.client().get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers.get('content-security-policy')).toBeTruthy();
  });
});
