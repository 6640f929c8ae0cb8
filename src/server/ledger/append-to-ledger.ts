import { desc, sql } from 'drizzle-orm';
import type { LedgerKind } from '#shared/ledger';
import {
  appendSiblingNodes,
  hashesCompletedByAppend,
  leafHash,
  nodeKey,
  nodeReaderFromMap,
  rootNodes,
} from '#shared/merkle-tree';
import type { Db } from '../db/client';
import { custodyLedger, ledgerNodes } from '../db/schema';
import { canonicalJson } from '../signing/document-signature';
import { CHAIN_START, chainHash, sha256 } from './ledger-hash';
import { readNodes } from './ledger-nodes';

/** A transaction, not the database: the entry must commit or roll back with its event. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
 * Takes the append lock until the transaction ends (again, if it holds it already): whoever must
 * read what is not yet in the ledger and append it, as the backfill does, takes it first.
 */
export async function lockLedger(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_APPEND_LOCK})`);
}

/**
 * Appends a custody event to the ledger (decision 073) inside the caller's transaction, and
 * returns its seq. The lock, held until that transaction ends, makes the next seq the last plus
 * one with no gap, and each entry commit after the one before it.
 *
 * Call it as the transaction's last write: whoever holds the lock then waits for nothing but its
 * own commit, so no two transactions can deadlock over it and the line moves quickly.
 */
export async function appendToLedger(tx: Tx, event: LedgerEvent): Promise<number> {
  const [seq] = await appendManyToLedger(tx, [event]);
  return seq!;
}

/** Rows a multi-row insert carries at most: far below PostgreSQL's 65,535 parameters. */
const INSERT_ROWS = 1_000;

/**
 * Appends events in the order given, as appendToLedger does one: the lock, then the last entry
 * and the compact range of the tree so far (one query each), the hashes folded in memory and the
 * rows inserted a thousand at a time. The backfill appends history this way (decision 074).
 */
export async function appendManyToLedger(
  tx: Tx,
  events: readonly LedgerEvent[],
): Promise<number[]> {
  if (events.length === 0) return [];
  await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_APPEND_LOCK})`);
  const [last] = await tx
    .select({ seq: custodyLedger.seq, chain_hash: custodyLedger.chain_hash })
    .from(custodyLedger)
    .orderBy(desc(custodyLedger.seq))
    .limit(1);
  const first = last ? last.seq + 1 : 0;
  // The perfect subtrees of the tree so far: every left sibling the appends below will read.
  const range = new Map<string, Uint8Array>();
  const compact = await readNodes(tx, rootNodes(first));
  for (const { level, index } of rootNodes(first)) {
    range.set(nodeKey(level, index), compact(level, index));
  }
  const rangeReader = nodeReaderFromMap(range);
  let chain = last?.chain_hash ?? CHAIN_START;
  const entries: (typeof custodyLedger.$inferInsert)[] = [];
  const nodes: (typeof ledgerNodes.$inferInsert)[] = [];
  events.forEach((event, offset) => {
    const seq = first + offset;
    const entry = ledgerEntry(event, seq, new Date(), chain);
    chain = entry.chain_hash;
    entries.push(entry);
    const leaf = entry.leaf_hash;
    const completed = hashesCompletedByAppend(sha256, seq, leaf, rangeReader);
    nodes.push(...completed);
    for (const sibling of appendSiblingNodes(seq))
      range.delete(nodeKey(sibling.level, sibling.index));
    const top = completed.at(-1)!;
    range.set(nodeKey(top.level, top.index), top.hash);
  });
  for (let at = 0; at < entries.length; at += INSERT_ROWS) {
    await tx.insert(custodyLedger).values(entries.slice(at, at + INSERT_ROWS));
  }
  for (let at = 0; at < nodes.length; at += INSERT_ROWS) {
    await tx.insert(ledgerNodes).values(nodes.slice(at, at + INSERT_ROWS));
  }
  return entries.map((entry) => entry.seq);
}

/**
 * The row of one entry: its canonical payload exactly as hashed, its leaf hash and its link in the
 * hash chain after `previousChain` (decision 073).
 */
export function ledgerEntry(
  event: LedgerEvent,
  seq: number,
  recordedAt: Date,
  previousChain: Uint8Array,
) {
  const payloadText = canonicalJson({
    kind: event.kind,
    seq,
    shipment_id: event.shipmentId,
    vault_item_id: event.vaultItemId,
    facts: event.facts,
    recorded_at: recordedAt.toISOString(),
  });
  const leaf = leafHash(sha256, Buffer.from(payloadText, 'utf8'));
  return {
    seq,
    kind: event.kind,
    shipment_id: event.shipmentId ?? null,
    vault_item_id: event.vaultItemId ?? null,
    payload_text: payloadText,
    leaf_hash: leaf,
    chain_hash: chainHash(previousChain, leaf),
    recorded_at: recordedAt,
  } satisfies typeof custodyLedger.$inferInsert;
}
