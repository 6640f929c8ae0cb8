import { requireSession } from '../../auth/session';
import { AppError } from '../../core/errors';
import type { AppRouteHandler } from '../../http/openapi';
import { getShipmentPositions } from '../shared/shipment-positions';
import { getPublicTracking } from './get-public-tracking';
import type { GetTrackedShipmentPositionsRoute, TrackingRoute } from './routes';

export const tracking: AppRouteHandler<TrackingRoute> = async (c) =>
  c.json(
    await getPublicTracking({ db: c.get('deps').db, trackingNumber: c.req.valid('param').number }),
    200,
  );

/** Only the organisation the session works in, staff or not: their maps are in the admin area. */
export const getTrackedShipmentPositions: AppRouteHandler<
  GetTrackedShipmentPositionsRoute
> = async (c) => {
  const { user } = await requireSession(c);
  try {
    return c.json(
      await getShipmentPositions({
        db: c.get('deps').db,
        key: { trackingNumber: c.req.valid('param').number },
        reader: { clientId: user.staff ? null : user.clientId },
      }),
      200,
    );
  } catch (error) {
    // The tracking page asks for every signed-in client: not theirs is an ordinary answer, null,
    // the same for an unknown number, so it tells no more than a 404 and logs no failure.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return c.json(null, 200);
    throw error;
  }
};
