import { asc, eq, type SQL } from 'drizzle-orm';
import { LEDGER_MESSAGES, type LedgerProofs, type LedgerPublicKey } from '#shared/ledger';
import type { Viewer } from '../../auth/session';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { custodyLedger, shipments, vaultItems } from '../../db/schema';
import { latestCheckpoint } from '../../ledger/checkpoints';
import { hex } from '../../ledger/ledger-hash';
import { proofFor } from '../../ledger/proofs';
import { mayView } from '../shared/visible-to';
import { checkpointAnswer } from './ledger-answers';

type ProofsInput = { db: Db; viewer: Viewer; keys: readonly LedgerPublicKey[] };

/**
 * A shipment's custody ledger entries, each with its inclusion proof against the latest
 * checkpoint, that checkpoint and the keys to check its signature (decision 074). Its
 * organisation's members and staff only: anyone else gets the 404 of an unknown number.
 */
export async function getShipmentLedgerProofs({
  trackingNumber,
  ...input
}: ProofsInput & { trackingNumber: string }): Promise<LedgerProofs> {
  const [shipment] = await input.db
    .select({ id: shipments.id, client_id: shipments.client_id })
    .from(shipments)
    .where(eq(shipments.tracking_number, trackingNumber));
  if (!shipment || !mayView(input.viewer, shipment.client_id)) {
    throw new AppError('NOT_FOUND', LEDGER_MESSAGES.shipmentNotFound);
  }
  return proofsOf(input, eq(custodyLedger.shipment_id, shipment.id));
}

/** The same for a vault item: its storing, moves and release. */
export async function getVaultItemLedgerProofs({
  itemId,
  ...input
}: ProofsInput & { itemId: string }): Promise<LedgerProofs> {
  const [item] = await input.db
    .select({ id: vaultItems.id, client_id: vaultItems.client_id })
    .from(vaultItems)
    .where(eq(vaultItems.id, itemId));
  if (!item || !mayView(input.viewer, item.client_id)) {
    throw new AppError('NOT_FOUND', LEDGER_MESSAGES.itemNotFound);
  }
  return proofsOf(input, eq(custodyLedger.vault_item_id, item.id));
}

async function proofsOf({ db, keys }: ProofsInput, whose: SQL): Promise<LedgerProofs> {
  // Read first: entries appended after it are listed as not yet in a checkpoint.
  const checkpoint = await latestCheckpoint(db);
  const rows = await db
    .select({ seq: custodyLedger.seq, kind: custodyLedger.kind })
    .from(custodyLedger)
    .where(whose)
    .orderBy(asc(custodyLedger.seq));
  const entries = [];
  for (const row of rows) {
    if (checkpoint && row.seq < checkpoint.tree_size) {
      const proven = await proofFor(db, row.seq, checkpoint.tree_size);
      entries.push({ ...row, payload_text: proven.payload_text, proof: proven.proof.map(hex) });
    } else {
      const [entry] = await db
        .select({ payload_text: custodyLedger.payload_text })
        .from(custodyLedger)
        .where(eq(custodyLedger.seq, row.seq));
      entries.push({ ...row, payload_text: entry!.payload_text, proof: null });
    }
  }
  return { checkpoint: checkpoint ? checkpointAnswer(checkpoint) : null, keys: [...keys], entries };
}
