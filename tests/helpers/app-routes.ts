import type { TestServer } from './test-server';

/** Every method and path the app routes under /api, as Hono registered them. */
export function apiRoutesOf(app: TestServer['app']): string[] {
  const routes = app.routes
    .filter(({ method, path }) => method !== 'ALL' && path.startsWith('/api/'))
    .map(({ method, path }) => `${method} ${path}`);
  return [...new Set(routes)].sort();
}

/** Every method and path the app routes outside /api: the operators' endpoints, such as /metrics. */
export function routesOutsideApiOf(app: TestServer['app']): string[] {
  const routes = app.routes
    .filter(({ method, path }) => method !== 'ALL' && !path.startsWith('/api/'))
    .map(({ method, path }) => `${method} ${path}`);
  return [...new Set(routes)].sort();
}
