import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import type { AppEnv } from '../core/context';
import { errorResponses } from './error-responses';
import { adminsOnly, signedInOnly, type AdminEnv } from './guards';
import { validationError } from './validate';

/** A feature's router: its OpenAPI routes answer failed validation with our 400 shape. */
export function createRouter<Env extends AppEnv = AppEnv>() {
  return new OpenAPIHono<Env>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues, result.target);
    },
  });
}

/** A router whose routes are for signed-in callers: the guard runs before any validation. */
export function signedInRouter() {
  const router = createRouter();
  router.use(signedInOnly);
  return router;
}

/** A router whose routes are for administrators only: the guard runs before any validation. */
export function adminRouter() {
  const router = createRouter<AdminEnv>();
  router.use(adminsOnly);
  return router;
}

/** The path parameter naming one record by its uuid (`/{shipmentId}`); anything else is a 400. */
export function uuidParams<const Name extends string>(name: Name, message: string) {
  return z.object({ [name]: z.uuid(message) } as { [Key in Name]: z.ZodUUID });
}

/** A JSON body or answer as a route documents it. */
export function jsonContent<Schema extends ZodType>(schema: Schema, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** A JSON request body; the input rules (http/request-input-rules.ts) refuse anything but JSON. */
export function jsonBody<Schema extends ZodType>(schema: Schema) {
  return { content: { 'application/json': { schema } }, required: true };
}

const SESSION_COOKIE = [{ sessionCookie: [] }];

/** A route anyone may call: it says so in the document, with no security requirement. */
export function publicRoute<const Config extends RouteConfig>(config: Config) {
  return createRoute({ ...config, security: [] });
}

/**
 * A route for signed-in callers. The guard itself is the router's `signedInOnly` or a handler's
 * requireSession; this marks the document, and tests/api/openapi.test.ts holds the two together.
 */
export function signedInRoute<const Config extends RouteConfig>(config: Config) {
  return createRoute({
    ...config,
    security: SESSION_COOKIE,
    responses: { ...errorResponses(401), ...config.responses },
  });
}

/**
 * A signed-in route whose answer reaches every client's rows for staff and only the caller's own
 * for anyone else. Staff are administrators with their second factor on (decision 049); the mark
 * in the document lets the access tests find every such route.
 */
export function staffWiderRoute<const Config extends RouteConfig>(config: Config) {
  return signedInRoute({
    ...config,
    'x-staff-see-every-client': true,
    description: [
      config.description,
      'An administrator without two-factor sign-in is answered as a client, for their own rows only.',
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
}

/** A route for administrators only (the router's `adminsOnly` guard), marked so in the document. */
export function adminRoute<const Config extends RouteConfig>(config: Config) {
  return createRoute({
    ...config,
    security: SESSION_COOKIE,
    'x-admin-only': true,
    description: [config.description, 'Administrators only.'].filter(Boolean).join('\n\n'),
    responses: { ...errorResponses(401, 403), ...config.responses },
  });
}

/** A handler typed by its route: its parameters, body and every answer it may give. */
export type AppRouteHandler<Route extends RouteConfig, Env extends AppEnv = AppEnv> = RouteHandler<
  Route,
  Env
>;
