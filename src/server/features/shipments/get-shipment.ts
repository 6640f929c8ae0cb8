import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminShipmentDetail } from '#shared/admin/shipments';
import { photoAltText, photoUrls } from '#shared/photo-answer';
import type { DbOrTx } from '../../db/client';
import { clients, shipments, users } from '../../db/schema';
import { AppError } from '../../core/errors';
import { clientNameColumns } from '../../db/client-name';
import { SHIPMENT_NOT_FOUND } from '../shared/public-shipment';
import { photosByUpdate } from '../shared/custody-photos';
import { trackingHistoryOf } from '../shared/tracking-history';
import { toAdminShipment } from './shipment-columns';

const courier = alias(users, 'courier');

export { SHIPMENT_NOT_FOUND };

/** One shipment with its client, its courier and its tracking history, newest first. */
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
      courier: { id: courier.id, name: courier.name, email: courier.email },
    })
    .from(shipments)
    .leftJoin(clients, eq(clients.id, shipments.client_id))
    .leftJoin(courier, eq(courier.id, shipments.courier_id))
    .where(eq(shipments.id, shipmentId));
  if (!found) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
  const updates = await trackingHistoryOf(db, shipmentId);
  const photos = await photosByUpdate({ db, shipmentId });
  return {
    ...toAdminShipment(found.shipment, found.client?.id ? found.client : null),
    courier: found.courier,
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
