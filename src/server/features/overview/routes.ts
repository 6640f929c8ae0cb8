import { Hono } from 'hono';
import { adminsOnly, type AdminEnv } from '../../http/guards';
import { getOverviewStats } from './get-overview-stats';

/** Admin overview (spec §7 call 10, counted in the database). */
export function overviewRoutes() {
  return new Hono<AdminEnv>()
    .use(adminsOnly)
    .get('/', async (c) => c.json(await getOverviewStats({ db: c.get('deps').db })));
}
