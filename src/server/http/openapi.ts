import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { ZodType } from 'zod';
import { CLIENT_ROLE_LABELS, CLIENT_ROLES, type ClientRole } from '#shared/client-roles';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '#shared/roles';
import type { AppEnv } from '../core/context';
import { errorResponses } from './error-responses';
import { adminsOnly, clientRoleOnly, signedInOnly, staffOnly, type AdminEnv } from './guards';
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

/**
 * Who a route admits, declared once beside its definition and shown in the document as `x-roles`
 * (decisions 061, 063 and 065): 'anonymous' for a caller with no session, a client's role in the
 * organisation the session works in, 'delegate' for a client account in no organisation (one that
 * reads only what is shared with it), or a staff role. The access tests call every route as each
 * of them and hold the answer to the declaration.
 */
export const ACCESS_ROLES = ['anonymous', ...CLIENT_ROLES, 'delegate', ...STAFF_ROLES] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

const EVERY_SIGNED_IN_ROLE: readonly AccessRole[] = [...CLIENT_ROLES, 'delegate', ...STAFF_ROLES];

/** A route anyone may call: it says so in the document, with no security requirement. */
export function publicRoute<const Config extends RouteConfig>(config: Config) {
  return createRoute({ ...config, security: [], 'x-roles': ACCESS_ROLES });
}

/**
 * A route for signed-in callers. The guard itself is the router's `signedInOnly` or a handler's
 * requireSession; this marks the document, and tests/api/openapi.test.ts holds the two together.
 */
export function signedInRoute<const Config extends RouteConfig>(config: Config) {
  return createRoute({
    ...config,
    security: SESSION_COOKIE,
    'x-roles': EVERY_SIGNED_IN_ROLE,
    responses: { ...errorResponses(401), ...config.responses },
  });
}

/**
 * A signed-in route that changes a client organisation's rows, for the client roles it names
 * (CLIENT_ACCESS in #shared/client-roles): its guard (clientRoleOnly) runs before the route's own
 * middleware and any validation. Staff and delegates pass the guard and meet the route's answer
 * for an account in no organisation, as on every portal route.
 */
export function clientRoute<
  const Config extends RouteConfig & { clientRoles: readonly ClientRole[] },
>({ clientRoles, middleware, ...config }: Config) {
  const names = clientRoles.map((role) => CLIENT_ROLE_LABELS[role]).join(', ');
  return createRoute({
    ...config,
    security: SESSION_COOKIE,
    'x-roles': [...clientRoles, 'delegate', ...STAFF_ROLES] as AccessRole[],
    middleware: guardedBy(clientRoleOnly(clientRoles), middleware),
    description: [config.description, `Client roles: ${names}.`].filter(Boolean).join('\n\n'),
    responses: { ...errorResponses(401, 403), ...config.responses },
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

/**
 * A route of the admin area for the staff roles it names (STAFF_ACCESS in #shared/staff-access):
 * its guard (staffOnly) runs before the route's own middleware and any validation, and the
 * document shows the roles.
 */
export function adminRoute<const Config extends RouteConfig & { roles: readonly StaffRole[] }>({
  roles,
  middleware,
  ...config
}: Config) {
  const names = roles.map((role) => ROLE_LABELS[role]).join(', ');
  return createRoute({
    ...config,
    security: SESSION_COOKIE,
    'x-roles': roles,
    middleware: guardedBy(staffOnly(roles), middleware),
    description: [config.description, `Staff roles: ${names}.`].filter(Boolean).join('\n\n'),
    responses: { ...errorResponses(401, 403), ...config.responses },
  });
}

/** The guard, then the route's own middleware, as the one handler that types the route's env. */
function guardedBy<Env extends AppEnv>(
  guard: MiddlewareHandler<Env>,
  own: RouteConfig['middleware'],
): MiddlewareHandler<Env> {
  if (!own) return guard;
  return every(guard, ...(Array.isArray(own) ? own : [own])) as MiddlewareHandler<Env>;
}

/** A handler typed by its route: its parameters, body and every answer it may give. */
export type AppRouteHandler<Route extends RouteConfig, Env extends AppEnv = AppEnv> = RouteHandler<
  Route,
  Env
>;
