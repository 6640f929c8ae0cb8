import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { authRoutes } from './features/auth/routes';
import { accountRoutes } from './features/account/routes';
import { adminAccessRoutes } from './features/admin-access/routes';
import { avatarRoutes } from './features/avatars/routes';
import { contactRoutes } from './features/contact/routes';
import { devMailboxRoutes } from './features/dev-mailbox/routes';
import { healthRoutes } from './features/health/routes';
import { newsletterRoutes } from './features/newsletter/routes';
import { portalRoutes } from './features/portal/routes';
import { adminSettingsRoutes, settingsRoutes } from './features/settings/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { clientRoutes } from './features/clients/routes';
import { overviewRoutes } from './features/overview/routes';
import { shipmentRoutes } from './features/shipments/routes';
import { vaultRoutes } from './features/vault/routes';
import { trackingRoutes } from './features/tracking/routes';
import { handleError } from './http/error-handler';
import { AppError } from './core/errors';
import { requestContext } from './http/request-context';
import { requireReadableInput } from './http/request-input-rules';
import { requireSameOrigin } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { serveSpa } from './http/static-files';
import { createRouter } from './http/openapi';
import { apiDocsRoutes } from './features/api-docs/routes';
import { sessionCookieName } from './auth/auth';
import type { AppDependencies, AppEnv } from './core/context';

const OPENAPI_PATH = '/api/openapi.json';
const API_VERSION = '1.0.0';

/** JSON bodies are small; the routes that take files set their own limit. */
const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;
const FILE_UPLOAD_PATHS = new Set(['/api/avatars', '/api/avatars/']);

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

  const api = createRouter()
    .route('/health', healthRoutes())
    .route('/settings', settingsRoutes())
    .route('/track', trackingRoutes())
    .route('/auth', authRoutes())
    .route('/account', accountRoutes())
    .route('/avatars', avatarRoutes())
    .route('/portal', portalRoutes())
    .route('/admin/access-requests', adminAccessRoutes())
    .route('/admin/overview', overviewRoutes())
    .route('/admin/shipments', shipmentRoutes())
    .route('/admin/clients', clientRoutes())
    .route('/admin/vault-items', vaultRoutes())
    .route('/admin/settings', adminSettingsRoutes())
    .route('/admin/analytics', analyticsRoutes())
    .route('/contact', contactRoutes())
    .route('/newsletter', newsletterRoutes());

  api.all('/*', () => {
    throw new AppError('NOT_FOUND', 'There is no such API endpoint.');
  });
  app.route('/api', api);

  if (deps.config.devMailbox) app.route('/dev/mailbox', devMailboxRoutes());
  if (options.webRoot) app.use('*', serveSpa(options.webRoot));

  app.notFound((c) => c.text('Not found', 404));
  app.onError(handleError);
  return app;
}
