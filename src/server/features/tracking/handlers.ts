import type { AppRouteHandler } from '../../http/openapi';
import { getPublicTracking } from './get-public-tracking';
import type { trackingRoute } from './routes';

export const getTracking: AppRouteHandler<typeof trackingRoute> = async (c) =>
  c.json(
    await getPublicTracking({ db: c.get('deps').db, trackingNumber: c.req.valid('param').number }),
    200,
  );
