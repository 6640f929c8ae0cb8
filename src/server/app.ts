import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { devMailboxRoutes } from './features/dev-mailbox/routes';
import { handleError } from './http/error-handler';
import { AppError } from './core/errors';
import { requestContext } from './http/request-context';
import { requireReadableInput } from './http/request-input-rules';
import { requireSameOrigin } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { serveSpa } from './http/static-files';
import { apiRoutes } from './api-routes';
import { apiDocsRoutes } from './features/api-docs/routes';
import { sessionCookieName } from './auth/auth';
import type { AppDependencies, AppEnv } from './core/context';

const OPENAPI_PATH = '/api/openapi.json';
const API_VERSION = '1.0.0';

/** JSON bodies are small; the routes that take files set their own limit. */
const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;
const FILE_UPLOAD_PATHS = new Set(['/api/avatars', '/api/avatars/', '/api/issues', '/api/issues/']);

export function createApp(deps: AppDependencies, options: { webRoot?: string } = {}) {
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', requestContext(deps));
  app.use('*', securityHeaders({ production: deps.config.production }));
  app.use('/api/*', requireSameOrigin(deps.config.appUrl));
  const defaultBodyLimit = bodyLimit({
    maxSize: DEFAULT_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
    },
  });
  app.use('/api/*', (c, next) =>
    FILE_UPLOAD_PATHS.has(c.req.path) ? next() : defaultBodyLimit(c, next),
  );
  app.use('/api/*', requireReadableInput(FILE_UPLOAD_PATHS));

  // The OpenAPI document covers every route registered through createRouter (http/openapi.ts).
  app.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName(deps.config.production),
    description: 'The httpOnly session cookie set by POST /api/auth/sign-in/email.',
  });
  app.doc31(OPENAPI_PATH, {
    openapi: '3.1.0',
    info: {
      title: 'Orion Transit & Custody API',
      version: API_VERSION,
      description:
        'Public tracking, the client portal and the admin area. Every answer is JSON; failures share one error shape.',
    },
  });
  app.route('/api/docs', apiDocsRoutes({ openApiPath: OPENAPI_PATH }));

  app.route('/api', apiRoutes());

  if (deps.config.devMailbox) app.route('/dev/mailbox', devMailboxRoutes());
  if (options.webRoot) app.use('*', serveSpa(options.webRoot));

  app.notFound((c) => c.text('Not found', 404));
  app.onError(handleError);
  return app;
}
