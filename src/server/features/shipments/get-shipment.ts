import { eq } from 'drizzle-orm';
import type { AdminShipmentDetail } from '#shared/admin/shipments';
import { photoAltText, photoUrls } from '#shared/photo-answer';
import type { DbOrTx } from '../../db/client';
import { clients, crews, shipments, vehicles } from '../../db/schema';
import { AppError } from '../../core/errors';
import { clientNameColumns } from '../../db/client-name';
import { SHIPMENT_NOT_FOUND } from '../shared/public-shipment';
import { photosByUpdate } from '../shared/custody-photos';
import { trackingHistoryOf } from '../shared/tracking-history';
import { membersOf } from '../shared/crew-members';
import { toAdminShipment } from './shipment-columns';

export { SHIPMENT_NOT_FOUND };

/** One shipment with its client, its crew and vehicle, and its tracking history, newest first. */
export async function getShipment({
  db,
  shipmentId,
}: {
  db: DbOrTx;
  shipmentId: string;
}): Promise<AdminShipmentDetail> {
  const [found] = await db
    .select({
      shipment: shipments,
      client: clientNameColumns,
      crew: { id: crews.id, name: crews.name },
      vehicle: { id: vehicles.id, registration: vehicles.registration },
    })
    .from(shipments)
    .leftJoin(clients, eq(clients.id, shipments.client_id))
    .leftJoin(crews, eq(crews.id, shipments.crew_id))
    .leftJoin(vehicles, eq(vehicles.id, shipments.vehicle_id))
    .where(eq(shipments.id, shipmentId));
  if (!found) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
  const updates = await trackingHistoryOf(db, shipmentId);
  const photos = await photosByUpdate({ db, shipmentId });
  const members = found.crew ? await membersOf(db, [found.crew.id]) : new Map();
  return {
    ...toAdminShipment(found.shipment, found.client?.id ? found.client : null),
    crew: found.crew && { ...found.crew, members: members.get(found.crew.id) ?? [] },
    vehicle: found.vehicle,
    updates: updates.map((update) => {
      const alt = photoAltText(update);
      return {
        ...update,
        photos: (photos.get(update.id) ?? []).map((photo) => ({
          ...photo,
          ...photoUrls(photo.id),
          alt,
        })),
      };
    }),
  };
}
