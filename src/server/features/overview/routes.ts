import { overviewStatsSchema } from '#shared/admin';
import { adminRoute, adminRouter, jsonContent } from '../../http/openapi';
import { getOverview } from './handlers';

export const overviewRoute = adminRoute({
  operationId: 'overview',
  method: 'get',
  path: '/',
  tags: ['Overview'],
  summary: 'The dashboard cards',
  description:
    'Shipments, shipments in transit, clients and vault items, each with the same measure 30 days earlier, and the issues not yet resolved.',
  responses: {
    200: jsonContent(overviewStatsSchema, 'Each card: its number, and now against 30 days ago.'),
  },
});

/** Admin overview, counted in the database (decision 036). */
export function overviewRoutes() {
  return adminRouter().openapi(overviewRoute, getOverview);
}
