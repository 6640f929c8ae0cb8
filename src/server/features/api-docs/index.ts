import { Hono } from 'hono';
import type { AppEnv } from '../../core/context';
import { apiDocsHandlers } from './handlers';

/** The API reference page: the OpenAPI document, drawn by Swagger UI (decision 055). */
export function apiDocsRoutes({ openApiPath }: { openApiPath: string }) {
  const handlers = apiDocsHandlers(openApiPath);
  return new Hono<AppEnv>().get('/', handlers.page).get('/:bundle', handlers.bundle);
}
