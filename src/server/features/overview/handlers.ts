import type { AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { getOverviewStats } from './get-overview-stats';
import type { overviewRoute } from './routes';

export const getOverview: AppRouteHandler<typeof overviewRoute, AdminEnv> = async (c) =>
  c.json(await getOverviewStats({ db: c.get('deps').db }), 200);
