import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, Handler, MiddlewareHandler, Next } from 'hono';
import type { RouterRoute } from 'hono/types';
import { bodyLimit } from 'hono/body-limit';
import { devMailboxRoutes } from './features/dev-mailbox';
import {
  errorAnswer,
  firstStepErrorAnswer,
  handleError,
  NO_SUCH_ENDPOINT,
} from './http/error-handler';
import { AppError } from './core/errors';
import { TOO_LARGE_MESSAGE } from './http/incoming-body';
import { incomingMessageOf } from './http/incoming-header';
import { enterRequest } from './http/request-context';
import { METHODS_WITH_BODY, requireReadableInput } from './http/request-input-rules';
import { requireSameOrigin } from './http/same-origin';
import { serveSpa } from './http/serve-spa';
import { StaticPathRouter } from './http/static-path-router';
import { apiRoutes } from './api-routes';
import { apiDocsRoutes } from './features/api-docs';
import { metricsRoutes } from './features/metrics';
import { HANDOFF_UPLOAD_PATH } from './features/custody/routes';
import { PHOTO_UPLOAD_PATH } from './features/photos/routes';
import { sessionCookieName } from './auth/auth';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from './notifications/notify-user';
import type { AppDependencies, AppEnv } from './core/context';

const OPENAPI_PATH = '/api/openapi.json';
const API_VERSION = '1.0.0';

/** JSON bodies are small; the routes that take files set their own limit. */
const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;
const FILE_UPLOAD_PATHS = [
  /^\/api\/avatars\/?$/,
  /^\/api\/issues\/?$/,
  PHOTO_UPLOAD_PATH,
  HANDOFF_UPLOAD_PATH,
];
const takesFiles = (path: string) => FILE_UPLOAD_PATHS.some((pattern) => pattern.test(path));
/** Mail clients post `List-Unsubscribe=One-Click` as a form from elsewhere (RFC 8058). */
const ONE_CLICK_PATHS = new Set([ONE_CLICK_UNSUBSCRIBE_PATH]);
/** Routes whose body is not JSON: read by their own checks, or not read at all. */
const bodyIsNotJson = (path: string) => takesFiles(path) || ONE_CLICK_PATHS.has(path);

/** What Hono's `/api/*` names: /api itself and everything under it. */
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** A middleware run as another's `next`: it resolves as the `next` it is given does. */
const before =
  (middleware: MiddlewareHandler<AppEnv>, c: Context<AppEnv>, next: Next): Next =>
  () =>
    middleware(c, next) as Promise<void>;

type RouteHandler = Handler<AppEnv> | MiddlewareHandler<AppEnv>;

/**
 * What a path no route answers gets: for /api, the one JSON error shape, answered rather than
 * thrown (an error's stack trace and the unwinding to onError were most of what it cost, decision
 * 038). `answer` is errorAnswer after other steps, firstStepErrorAnswer when nothing ran before.
 */
const notFoundBy =
  (answer: (c: Context<AppEnv>, error: typeof NO_SUCH_ENDPOINT) => Response) =>
  (c: Context<AppEnv>): Response =>
    isApiPath(c.req.path) ? answer(c, NO_SUCH_ENDPOINT) : c.text('Not found', 404);
const notFound = notFoundBy(errorAnswer);
const nothingMatched = notFoundBy(firstStepErrorAnswer);

export function createApp(deps: AppDependencies, options: { webRoot?: string } = {}) {
  const sameOrigin = requireSameOrigin(deps.config.appUrl, ONE_CLICK_PATHS);
  const defaultBodyLimit = bodyLimit({
    maxSize: DEFAULT_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
    },
  });
  const readableInput = requireReadableInput(bodyIsNotJson, DEFAULT_BODY_LIMIT_BYTES);
  const apiRules: MiddlewareHandler<AppEnv> = (c, next) =>
    sameOrigin(
      c,
      // Only where a body may come and the input rules do not read it from Node's message: Hono's
      // bodyLimit reads c.req.raw.body, which makes @hono/node-server build a whole Request
      // (headers, AbortSignal) even for a GET.
      !METHODS_WITH_BODY.has(c.req.method) ||
        takesFiles(c.req.path) ||
        (!bodyIsNotJson(c.req.path) && incomingMessageOf(c))
        ? before(readableInput, c, next)
        : before(defaultBodyLimit, c, before(readableInput, c, next)),
    );
  // The request's context, then the rules of every /api request, in this order, as part of the
  // first handler a request matches (http/static-path-router.ts), not as a step of its own.
  const enter = enterRequest(deps, {
    rules: (c, next) => (isApiPath(c.req.path) ? apiRules(c, next) : next()),
    onError: handleError,
  });
  // What no route names: the web app's files and pages, else not found. As a middleware and a
  // catch-all route matching every path, they made every route a chain of two or three handlers.
  const spa = options.webRoot ? serveSpa(options.webRoot) : undefined;
  const otherwise: Handler<AppEnv> = spa
    ? (c) =>
        isApiPath(c.req.path)
          ? nothingMatched(c)
          : spa(c, async () => void (c.res = notFound(c))).then((answer) => answer ?? c.res)
    : nothingMatched;
  const router = new StaticPathRouter<[RouteHandler, RouterRoute]>({
    enter: ([handler, route]) => [enter(handler), route],
    otherwise: [otherwise, { basePath: '/', path: '*', method: 'ALL', handler: otherwise }],
  });
  const app = new OpenAPIHono<AppEnv>({ router });

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
        'Public tracking, the client portal and the admin area. Every answer is JSON; failures share one error shape. While the database cannot be reached, a route that needs it answers 503 `UNAVAILABLE` with `Retry-After`.',
      // Not an open licence: all rights are the company's, whose About page says who it is.
      license: { name: 'Proprietary: all rights reserved', url: `${deps.config.appUrl}/about` },
    },
    servers: [{ url: deps.config.appUrl, description: 'This instance (APP_URL).' }],
  });
  app.route('/api/docs', apiDocsRoutes({ openApiPath: OPENAPI_PATH }));

  app.route('/api', apiRoutes());

  app.route('/metrics', metricsRoutes());
  if (deps.config.devMailbox) app.route('/dev/mailbox', devMailboxRoutes());
  app.notFound(notFound);
  app.onError(handleError);
  return app;
}
