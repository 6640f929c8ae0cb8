import type { SavedShipment } from '#shared/admin/shipments';
import { SHIPMENT_CHANGED_EVENT } from '#shared/live-events';
import type { AuditEvent } from '../../audit/record-audit-event';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import type { DbOrTx } from '../../db/client';
import { liveTopics, publishLiveEvents } from '../../live/publish-live-event';

export type ChangedShipment = { id: string; tracking_number: string; client_id: string | null };

/**
 * A staff change to a shipment, recorded in its client's access log under its tracking number and
 * announced to the live streams of its tracking page, its client and the staff, in the write's
 * transaction; answers which shipment it was. Shipment writes and custody photos both call it.
 */
export async function recordShipmentChange(
  tx: DbOrTx,
  shipment: ChangedShipment,
  change: StaffChange & Pick<AuditEvent, 'action' | 'details'>,
): Promise<SavedShipment> {
  await recordStaffChange(tx, {
    ...change,
    entity: { type: 'shipment', id: shipment.id, label: shipment.tracking_number },
    clientId: shipment.client_id,
  });
  // Only the number and what happened: the public tracking stream carries it too.
  const payload = { tracking_number: shipment.tracking_number, change: change.action };
  const topics = [liveTopics.shipment(shipment.id), liveTopics.staff()];
  if (shipment.client_id) topics.push(liveTopics.client(shipment.client_id));
  await publishLiveEvents(
    tx,
    topics.map((topic) => ({ topic, kind: SHIPMENT_CHANGED_EVENT, payload })),
  );
  return { id: shipment.id, tracking_number: shipment.tracking_number };
}
