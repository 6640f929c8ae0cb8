import { expect } from 'vitest';
import { ACCESS_ROLES, type AccessRole } from '../../src/server/http/openapi';
import type { TestServer } from './test-server';

/**
 * Who may call each route, as the route itself declares it (`x-roles` in the OpenAPI document,
 * decision 061). Read by the guard, access-matrix and OpenAPI tests.
 */

export type Operation = {
  security?: Record<string, string[]>[];
  'x-roles'?: AccessRole[];
  'x-staff-see-every-client'?: boolean;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
};

/** The document and the page that reads it describe the API; they are not part of it, and public. */
export const DOCUMENTATION_ROUTES = new Set([
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/:bundle',
]);

/**
 * What the app serves outside /api, to the people who run it: a caller on the server's own machine
 * or one with METRICS_TOKEN, never by a session (decision 041).
 */
export const OPERATOR_ROUTES = new Set(['GET /metrics']);

/** A route for staff alone: the admin area's, and the Courier's own shipments (decision 066). */
export const isStaffOnlyRoute = (route: string) =>
  ['/api/admin/', '/api/courier/'].some((prefix) => route.split(' ')[1]!.startsWith(prefix));

export async function openApiDocument(server: TestServer): Promise<OpenApiDocument> {
  const response = await server.client().get('/api/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as OpenApiDocument;
}

/** Each documented operation as 'METHOD /path/:param', the way Hono names its routes. */
export function operationsOf(document: OpenApiDocument): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      operation,
    ]),
  );
}

/**
 * The roles each /api route admits, from its declaration; the documentation routes admit everyone.
 * A route with no declaration is missing here, which the guard test fails on.
 */
export async function declaredRoles(server: TestServer): Promise<Map<string, Set<AccessRole>>> {
  const declared = new Map<string, Set<AccessRole>>();
  for (const route of DOCUMENTATION_ROUTES) declared.set(route, new Set(ACCESS_ROLES));
  for (const [route, operation] of operationsOf(await openApiDocument(server))) {
    if (operation['x-roles']?.length) declared.set(route, new Set(operation['x-roles']));
  }
  return declared;
}
