import { and, asc, eq, inArray, not } from 'drizzle-orm';
import type { TrackingUpdateFacts } from '#shared/ledger';
import type { Db } from '../db/client';
import { custodyHandoffs, shipments, shipmentUpdates } from '../db/schema';
import { appendManyToLedger, lockLedger, type LedgerEvent } from './append-to-ledger';
import { handoffFacts } from './custody-facts';

/** Updates appended per transaction: each batch holds the append lock for a moment only. */
const BACKFILL_BATCH = 2_000;

/**
 * Appends the tracking updates the ledger does not hold yet (decision 074): the demo's, and those
 * written before the ledger existed; a handoff's update as its handoff. Oldest first, a batch per
 * transaction, each under the append lock taken before the read, so two instances starting at
 * once append each update once. Answers how many it appended; none costs one indexed read.
 */
export async function backfillLedger(
  db: Db,
  { batchSize = BACKFILL_BATCH }: { batchSize?: number } = {},
): Promise<number> {
  let appended = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      await lockLedger(tx);
      const rows = await tx
        .select({
          update: {
            id: shipmentUpdates.id,
            shipment_id: shipmentUpdates.shipment_id,
            status: shipmentUpdates.status,
            location: shipmentUpdates.location,
            timestamp: shipmentUpdates.timestamp,
          },
          tracking_number: shipments.tracking_number,
          handoff: custodyHandoffs,
        })
        .from(shipmentUpdates)
        .innerJoin(shipments, eq(shipments.id, shipmentUpdates.shipment_id))
        .leftJoin(custodyHandoffs, eq(custodyHandoffs.update_id, shipmentUpdates.id))
        .where(not(shipmentUpdates.in_ledger))
        .orderBy(asc(shipmentUpdates.timestamp), asc(shipmentUpdates.id))
        .limit(batchSize);
      if (rows.length === 0) return 0;
      const events = rows.map(({ update, tracking_number, handoff }): LedgerEvent => {
        const shipmentId = update.shipment_id;
        if (handoff) {
          const facts = handoffFacts({ ...update, tracking_number }, handoff);
          return { kind: 'handoff', shipmentId, facts };
        }
        const facts: TrackingUpdateFacts = {
          tracking_number,
          status: update.status,
          location: update.location,
          time: update.timestamp.toISOString(),
        };
        return { kind: 'tracking_update', shipmentId, facts };
      });
      await tx
        .update(shipmentUpdates)
        .set({ in_ledger: true })
        .where(
          and(
            inArray(
              shipmentUpdates.id,
              rows.map((row) => row.update.id),
            ),
            not(shipmentUpdates.in_ledger),
          ),
        );
      // The last write, as every append is (decision 073).
      await appendManyToLedger(tx, events);
      return rows.length;
    });
    appended += batch;
    if (batch < batchSize) return appended;
  }
}
