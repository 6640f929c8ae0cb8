import { requireRecentAuthentication } from '../../auth/recent-authentication';
import type { AdminEnv } from '../../http/guards';
import { csvDownload } from '../../http/csv';
import type { AppRouteHandler } from '../../http/openapi';
import { CSV_EXPORTS, exportBatches } from './export-csv';
import { getAnalytics } from './get-analytics';
import type { AnalyticsRoute, ExportReportRoute } from './routes';

export const analytics: AppRouteHandler<AnalyticsRoute, AdminEnv> = async (c) =>
  c.json(await getAnalytics({ db: c.get('deps').db }), 200);

/**
 * Streamed batch by batch (http/csv.ts): the route documents it as text/csv, typed as a Response.
 * An export of client data: behind adminsOnly, and the password is asked again after 10 minutes.
 */
export const exportReport: AppRouteHandler<ExportReportRoute, AdminEnv> = async (c) => {
  await requireRecentAuthentication(c);
  const csv = CSV_EXPORTS[c.req.valid('param').file];
  return csvDownload(c, csv.filename, csv.header, exportBatches(c.get('deps').db, csv));
};
