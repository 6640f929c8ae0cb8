import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, jsonContent } from '../../http/openapi';
import { health } from './handlers';

const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ status: z.enum(['up', 'down']), kind: z.enum(['embedded', 'server']) }),
  })
  .openapi('Health');

export const healthRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Health'],
  summary: 'Whether the service is up and reaches its database',
  responses: {
    200: jsonContent(healthSchema, 'Serving; the database answers.'),
    503: jsonContent(healthSchema, 'The database does not answer.'),
  },
});

export function healthRoutes() {
  return createRouter().openapi(healthRoute, health);
}
