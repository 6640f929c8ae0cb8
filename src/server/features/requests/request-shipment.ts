import type { RequestOrigin } from '../../audit/record-audit-event';
import type { DbOrTx } from '../../db/client';
import { insertShipment } from '../shared/insert-shipment';
import { recordShipmentChange } from '../shared/record-shipment-change';

/** What a request's shipment is made from: all but its owner, who is the request's organisation. */
type RequestedShipment = Omit<Parameters<typeof insertShipment>[1], 'client_id'>;

/**
 * The shipment an approved request books (a booking's, or a delivered release's): created for the
 * request's organisation and audited as created by the approving staff member under the request's
 * number. Answers its id.
 */
export async function bookRequestShipment(
  tx: DbOrTx,
  {
    request,
    admin,
    origin,
  }: {
    request: { number: string; client_id: string };
    admin: { id: string; email: string };
    origin: RequestOrigin;
  },
  values: RequestedShipment,
): Promise<string> {
  const shipment = await insertShipment(tx, { ...values, client_id: request.client_id });
  await recordShipmentChange(tx, shipment, {
    admin,
    origin,
    action: 'created',
    details: { request: request.number },
  });
  return shipment.id;
}
