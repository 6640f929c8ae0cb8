import { overviewStatsSchema } from '#shared/admin';
import { adminsOnly, type AdminEnv } from '../../http/guards';
import { adminRoute, createRouter, jsonContent } from '../../http/openapi';
import { getOverview } from './handlers';

export const overviewRoute = adminRoute({
  method: 'get',
  path: '/',
  tags: ['Overview'],
  summary: 'The four dashboard cards',
  description:
    'Shipments, shipments in transit, clients and vault items, each with the same measure 30 days earlier (spec §7 call 10).',
  responses: {
    200: jsonContent(overviewStatsSchema, 'Each card: its number, and now against 30 days ago.'),
  },
});

/** Admin overview (spec §7 call 10, counted in the database). */
export function overviewRoutes() {
  const router = createRouter<AdminEnv>();
  router.use(adminsOnly);
  return router.openapi(overviewRoute, getOverview);
}
