import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { apiRoutesOf } from '../helpers/app-routes';
import {
  DOCUMENTATION_ROUTES,
  isStaffOnlyRoute,
  openApiDocument as documentOf,
  operationsOf,
  type OpenApiDocument,
} from '../helpers/route-access';
import { useTestServer } from '../helpers/use-test-server';
import { CLIENT_ROLES } from '../../src/shared/client-roles';

const server = useTestServer();

async function openApiDocument(): Promise<OpenApiDocument> {
  return documentOf(server);
}

describe('GET /api/openapi.json', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const document = await openApiDocument();
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: `${server.url}/api/openapi.json`,
      config: await createConfig({ extends: ['recommended'] }),
    });
    const described = problems.map(
      ({ ruleId, severity, message, location }) =>
        `${severity} ${ruleId} at ${location[0]?.pointer ?? '?'}: ${message}`,
    );
    expect(described).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document naming the session cookie as its security scheme', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Orion Transit & Custody API' });
    expect(document.components.securitySchemes.sessionCookie).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'otc.session_token' }),
    );
    const validation = await new Validator().validate(document as never);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
  });

  it('documents every route the app serves under /api, and only those', async () => {
    const documented = operationsOf(await openApiDocument()).map(([route]) => route);
    const served = apiRoutesOf(server.app).filter((route) => !DOCUMENTATION_ROUTES.has(route));
    expect([...documented].sort()).toEqual(served);
  });

  it('gives every operation its successful answer, and every JSON answer a schema', async () => {
    for (const [route, operation] of operationsOf(await openApiDocument())) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^[23]/.test(status)),
        route,
      ).toBe(true);
      for (const [status, response] of Object.entries(operation.responses)) {
        const json = response.content?.['application/json'];
        if (json) expect(json.schema, `${route} ${status}`).toBeTruthy();
      }
    }
  });

  it("marks each route's security and refusals as its declared roles say (route-guards)", async () => {
    for (const [route, operation] of operationsOf(await openApiDocument())) {
      const roles = operation['x-roles'] ?? [];
      const needsSession = !roles.includes('anonymous');
      expect(operation.security ?? [], route).toEqual(needsSession ? [{ sessionCookie: [] }] : []);
      if (needsSession) expect(operation.responses, route).toHaveProperty('401');
      const clientRoles = CLIENT_ROLES.filter((role) => roles.includes(role));
      if (clientRoles.length < CLIENT_ROLES.length) {
        expect(operation.responses, route).toHaveProperty('403');
      }
      expect(isStaffOnlyRoute(route), route).toBe(clientRoles.length === 0);
    }
  });
});

describe('GET /api/docs', () => {
  it('is a page of our own that loads the reference from our origin', async () => {
    const response = await server.client().get('/api/docs');
    expect(response.status).toBe(200);
    const html = await response.text();
    const loaded = [...html.matchAll(/(?:src|href)="(\/api\/docs\/[\w.-]+\.(?:js|css))"/g)].map(
      ([, path]) => path!,
    );
    expect(loaded).toHaveLength(3);
    expect(html).not.toMatch(/<script>|https?:\/\//);
    for (const path of loaded) {
      const file = await server.client().get(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('content-security-policy')).toBeTruthy();
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    // The starter names our own document and never swagger.io's online validator.
    const init = loaded.find((path) => path.includes('/init-'))!;
    const started = await (await server.client().get(init)).text();
    expect(started).toContain('"url":"/api/openapi.json"');
    expect(started).toContain('"validatorUrl":null');
    expect((await server.client().get('/api/docs/unknown.js')).status).toBe(404);
  });
});
