import { Hono } from 'hono';
import { adminsOnly } from '../../http/guards';
import type { AppEnv } from '../../http/types';
import { getOverviewStats } from './get-overview-stats';

/** Admin overview (spec §7 call 10, counted in the database). */
export function overviewRoutes() {
  return new Hono<AppEnv>()
    .use(adminsOnly)
    .get('/', async (c) => c.json(await getOverviewStats({ db: c.get('deps').db })));
}
