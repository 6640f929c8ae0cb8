import { desc, sql } from 'drizzle-orm';
import type { LedgerKind } from '#shared/ledger';
import { appendSiblingNodes, hashesCompletedByAppend, leafHash } from '#shared/merkle-tree';
import type { Db } from '../db/client';
import { custodyLedger, ledgerNodes } from '../db/schema';
import { canonicalJson } from '../signing/document-signature';
import { CHAIN_START, chainHash, sha256 } from './ledger-hash';
import { readNodes } from './ledger-nodes';

/** A transaction, not the database: the entry must commit or roll back with its event. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Any fixed number: the advisory lock that puts appends in one line across instances. */
const LEDGER_APPEND_LOCK = 7_173_073;

export type LedgerEvent = {
  kind: LedgerKind;
  shipmentId?: string;
  vaultItemId?: string;
  /** The event's facts, as plain JSON: they are hashed as canonical JSON. */
  facts: Record<string, unknown>;
};

/**
 * Appends a custody event to the ledger (decision 073) inside the caller's transaction, and
 * returns its seq. The lock, held until that transaction ends, makes the next seq the last plus
 * one with no gap, and each entry commit after the one before it.
 *
 * Call it as the transaction's last write: whoever holds the lock then waits for nothing but its
 * own commit, so no two transactions can deadlock over it and the line moves quickly.
 */
export async function appendToLedger(tx: Tx, event: LedgerEvent): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_APPEND_LOCK})`);
  const [last] = await tx
    .select({ seq: custodyLedger.seq, chain_hash: custodyLedger.chain_hash })
    .from(custodyLedger)
    .orderBy(desc(custodyLedger.seq))
    .limit(1);
  const seq = last ? last.seq + 1 : 0;
  const recordedAt = new Date();
  const payloadText = canonicalJson({
    kind: event.kind,
    seq,
    shipment_id: event.shipmentId,
    vault_item_id: event.vaultItemId,
    facts: event.facts,
    recorded_at: recordedAt.toISOString(),
  });
  const leaf = leafHash(sha256, Buffer.from(payloadText, 'utf8'));
  const siblings = await readNodes(tx, appendSiblingNodes(seq));
  await tx.insert(custodyLedger).values({
    seq,
    kind: event.kind,
    shipment_id: event.shipmentId ?? null,
    vault_item_id: event.vaultItemId ?? null,
    payload_text: payloadText,
    leaf_hash: leaf,
    chain_hash: chainHash(last?.chain_hash ?? CHAIN_START, leaf),
    recorded_at: recordedAt,
  });
  await tx.insert(ledgerNodes).values(hashesCompletedByAppend(sha256, seq, leaf, siblings));
  return seq;
}
