import { z } from '@hono/zod-openapi';
import { errorResponses } from '../../http/error-responses';
import { jsonContent, publicRoute } from '../../http/openapi';

const TAGS = ['Health'];

const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded', 'draining']),
    database: z.object({ status: z.enum(['up', 'down']), kind: z.enum(['embedded', 'server']) }),
  })
  .openapi('Health');

const readinessResponses = {
  200: jsonContent(healthSchema, 'Serving; the database answers.'),
  503: jsonContent(
    healthSchema,
    'The database does not answer (degraded), or this instance is shutting down (draining).',
  ),
  ...errorResponses(400),
};

export const health = publicRoute({
  operationId: 'health',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'Whether the service is up and reaches its database',
  description: 'The same answer as /api/health/ready.',
  responses: readinessResponses,
});

export const ready = publicRoute({
  operationId: 'ready',
  method: 'get',
  path: '/ready',
  tags: TAGS,
  summary: 'Readiness: whether this instance should get traffic',
  description:
    'Asks the database once; 503 while it does not answer, and while this instance shuts down.',
  responses: readinessResponses,
});

export const live = publicRoute({
  operationId: 'live',
  method: 'get',
  path: '/live',
  tags: TAGS,
  summary: 'Liveness: whether the process answers',
  description: 'Touches no database, so a load balancer or a benchmark may call it freely.',
  responses: {
    200: jsonContent(z.object({ status: z.literal('ok') }).openapi('Liveness'), 'Alive.'),
    ...errorResponses(400),
  },
});

export type HealthRoute = typeof health;
export type ReadyRoute = typeof ready;
export type LiveRoute = typeof live;
