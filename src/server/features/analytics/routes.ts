import { Hono } from 'hono';
import { z } from 'zod';
import { adminsOnly, type AdminEnv } from '../../http/guards';
import { csvDownload } from '../../http/csv';
import { validate } from '../../http/validate';
import { CSV_EXPORTS, exportBatches, type CsvExportName } from './export-csv';
import { getAnalytics } from './get-analytics';

const exportParams = z.object({
  file: z
    .enum(['shipments.csv', 'clients.csv', 'vault-items.csv'], { error: 'Unknown report.' })
    .transform((file) => file.replace(/\.csv$/, '') as CsvExportName),
});

/** Analytics charts and Export Reports (issue 8 part 8). */
export function analyticsRoutes() {
  return new Hono<AdminEnv>()
    .use(adminsOnly)
    .get('/', async (c) => c.json(await getAnalytics({ db: c.get('deps').db })))
    .get('/exports/:file', validate('param', exportParams), async (c) => {
      const csv = CSV_EXPORTS[c.req.valid('param').file];
      return csvDownload(c, csv.filename, csv.header, exportBatches(c.get('deps').db, csv));
    });
}
