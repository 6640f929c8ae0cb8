import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import { apiErrorBodySchema } from '#shared/api-error';
import type { AppEnv } from '../core/context';
import { validationError } from './validate';

/** A feature's router: its OpenAPI routes answer failed validation with our 400 shape. */
export function createRouter<Env extends AppEnv = AppEnv>() {
  return new OpenAPIHono<Env>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues, result.target);
    },
  });
}

/** A JSON body or answer as a route documents it. */
export function jsonContent<Schema extends ZodType>(schema: Schema, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** A JSON request body; the input rules (http/request-input-rules.ts) refuse anything but JSON. */
export function jsonBody<Schema extends ZodType>(schema: Schema) {
  return { content: { 'application/json': { schema } }, required: true };
}

const ERROR_DESCRIPTIONS = {
  400: 'The input was refused: `error.fields` names each field and what is wrong with it.',
  401: 'Not signed in, or the session has ended.',
  403: 'Signed in, but this is for administrators only.',
  404: 'There is no such thing, or it is not yours.',
  409: 'The change conflicts with what is stored.',
  413: 'The request is too large.',
  429: 'Too many requests from this address or for this account; `Retry-After` says when to retry.',
  503: 'A service the request needs is unavailable.',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** The error answers a route may give, each in the one error shape of src/shared/api-error.ts. */
export function errorResponses<const Statuses extends readonly ErrorStatus[]>(
  ...statuses: Statuses
) {
  return Object.fromEntries(
    statuses.map((status) => [status, jsonContent(apiErrorBodySchema, ERROR_DESCRIPTIONS[status])]),
  ) as { [Status in Statuses[number]]: ReturnType<typeof jsonContent<typeof apiErrorBodySchema>> };
}

const SESSION_COOKIE = [{ sessionCookie: [] }];

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

/**
 * The typed answer of a route, for a Response built outside Hono's helpers (better-auth's, rebuilt
 * in our shapes): the route's declared responses are then the contract the web is typed by.
 */
export type RouteAnswer<Route extends RouteConfig> = Awaited<ReturnType<AppRouteHandler<Route>>>;
