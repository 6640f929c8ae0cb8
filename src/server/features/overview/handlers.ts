import type { AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { getOverviewStats } from './get-overview-stats';
import type { OverviewRoute } from './routes';

export const overview: AppRouteHandler<OverviewRoute, AdminEnv> = async (c) =>
  c.json(await getOverviewStats({ db: c.get('deps').db }), 200);
