import { STAFF_ACCESS } from '#shared/staff-access';
import { overviewStatsSchema } from '#shared/admin/overview';
import { adminRoute, jsonContent } from '../../http/openapi';

export const overview = adminRoute({
  roles: STAFF_ACCESS.overview.read,
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

export type OverviewRoute = typeof overview;
