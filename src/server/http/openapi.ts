import { OpenAPIHono } from '@hono/zod-openapi';
import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
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

/** A handler typed by its route: its parameters, body and every answer it may give. */
export type AppRouteHandler<Route extends RouteConfig, Env extends AppEnv = AppEnv> = RouteHandler<
  Route,
  Env
>;
