import { STAFF_ACCESS } from '#shared/staff-access';
import { z } from '@hono/zod-openapi';
import { analyticsSchema } from '#shared/admin/analytics';
import { errorResponses, reauthenticationResponses } from '../../http/error-responses';
import { adminRoute, jsonContent } from '../../http/openapi';
import type { CsvExportName } from './export-csv';

const exportParams = z.object({
  file: z
    .enum(['shipments.csv', 'clients.csv', 'vault-items.csv'], { error: 'Unknown report.' })
    .transform((file) => file.replace(/\.csv$/, '') as CsvExportName),
});

export const analytics = adminRoute({
  roles: STAFF_ACCESS.analytics.read,
  operationId: 'analytics',
  method: 'get',
  path: '/',
  tags: ['Analytics'],
  summary: 'The three Analytics charts',
  description: 'Shipments per week by status, vault value by category, clients over time.',
  responses: { 200: jsonContent(analyticsSchema, 'The data of each chart.') },
});

export const exportReport = adminRoute({
  roles: STAFF_ACCESS.analytics.read,
  operationId: 'exportReport',
  method: 'get',
  path: '/exports/{file}',
  tags: ['Analytics'],
  summary: 'Download a report as CSV',
  description:
    'Every shipment, client or vault item as a spreadsheet: UTF-8 with a byte order mark, RFC 4180, codes in the words the screens use, dates in ISO 8601 UTC, formulas defused with a leading apostrophe. Written as the rows are read; not cached. An export of client data: once the session’s sign-in is more than 10 minutes old, the password is asked again first (403 REAUTHENTICATION_REQUIRED).',
  request: { params: exportParams },
  responses: {
    200: {
      description: 'The report, as an attachment named otc-<report>.csv.',
      headers: z.object({
        'Content-Disposition': z
          .string()
          .meta({ example: 'attachment; filename="otc-clients.csv"' }),
      }),
      content: { 'text/csv': { schema: z.string() } },
    },
    ...reauthenticationResponses('admin'),
    ...errorResponses(400),
  },
});

export type AnalyticsRoute = typeof analytics;
export type ExportReportRoute = typeof exportReport;
