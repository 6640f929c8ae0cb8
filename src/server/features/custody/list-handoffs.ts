import { asc, eq } from 'drizzle-orm';
import type { RecordedHandoff } from '#shared/custody-schema';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { custodyHandoffs, shipments } from '../../db/schema';
import { SHIPMENT_NOT_FOUND } from '../shared/public-shipment';
import { toRecordedHandoffs } from './recorded-handoff';

/** A shipment's chain of custody as staff read it: every handoff, oldest first (decision 072). */
export async function listHandoffs({
  db,
  shipmentId,
}: {
  db: DbOrTx;
  shipmentId: string;
}): Promise<{ handoffs: RecordedHandoff[] }> {
  const [shipment] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  if (!shipment) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
  const rows = await db
    .select()
    .from(custodyHandoffs)
    .where(eq(custodyHandoffs.shipment_id, shipmentId))
    .orderBy(asc(custodyHandoffs.received_at), asc(custodyHandoffs.id));
  return { handoffs: await toRecordedHandoffs(db, rows) };
}

export const HANDOFF_NOT_FOUND = 'Handoff not found.';

/** The signature drawn at a handoff, as the PNG we stored. */
export async function readSignature({ db, handoffId }: { db: DbOrTx; handoffId: string }) {
  const [row] = await db
    .select({ png: custodyHandoffs.signature_png })
    .from(custodyHandoffs)
    .where(eq(custodyHandoffs.id, handoffId));
  if (!row) throw new AppError('NOT_FOUND', HANDOFF_NOT_FOUND);
  return row.png;
}
