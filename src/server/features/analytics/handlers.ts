import type { AdminEnv } from '../../http/guards';
import { csvDownload } from '../../http/csv';
import type { AppRouteHandler } from '../../http/openapi';
import { CSV_EXPORTS, exportBatches } from './export-csv';
import { getAnalytics } from './get-analytics';
import type { analyticsRoute, exportReportRoute } from './routes';

export const getCharts: AppRouteHandler<typeof analyticsRoute, AdminEnv> = async (c) =>
  c.json(await getAnalytics({ db: c.get('deps').db }), 200);

/** Streamed batch by batch (http/csv.ts): the route documents it as text/csv, typed as a Response. */
export const exportReport: AppRouteHandler<typeof exportReportRoute, AdminEnv> = (c) => {
  const csv = CSV_EXPORTS[c.req.valid('param').file];
  return csvDownload(c, csv.filename, csv.header, exportBatches(c.get('deps').db, csv));
};
