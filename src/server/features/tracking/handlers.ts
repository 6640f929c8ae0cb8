import type { AppRouteHandler } from '../../http/openapi';
import { getPublicTracking } from './get-public-tracking';
import type { TrackingRoute } from './routes';

export const tracking: AppRouteHandler<TrackingRoute> = async (c) =>
  c.json(
    await getPublicTracking({ db: c.get('deps').db, trackingNumber: c.req.valid('param').number }),
    200,
  );
