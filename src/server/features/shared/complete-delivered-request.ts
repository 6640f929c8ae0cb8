import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientRequests } from '../../db/schema';
import type { NotificationConfig } from '../../notifications/notify-user';
import { recordRequestEvent, SYSTEM_ACTOR } from './request-events';

/**
 * A booking, or a release delivered to an address, is done when its shipment is delivered
 * (decisions 068, 069): its request moves from Scheduled to Completed in the delivery's
 * transaction, audited as the system's step. The delivery itself is what its people are told of,
 * so the request tells no one again.
 */
export async function completeDeliveredRequest(
  tx: DbOrTx,
  config: NotificationConfig,
  shipmentId: string,
): Promise<void> {
  const completed = await tx
    .update(clientRequests)
    .set({ state: 'completed', updated_at: sql`now()` })
    .where(and(eq(clientRequests.shipment_id, shipmentId), eq(clientRequests.state, 'scheduled')))
    .returning({
      id: clientRequests.id,
      number: clientRequests.number,
      client_id: clientRequests.client_id,
      kind: clientRequests.kind,
      state: clientRequests.state,
    });
  for (const request of completed) {
    await recordRequestEvent(tx, {
      config,
      request,
      actor: SYSTEM_ACTOR,
      action: 'request_completed',
      details: { shipment_id: shipmentId },
    });
  }
}
