import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { HandoffFacts } from '#shared/ledger';
import {
  appendSiblingNodes,
  hashesCompletedByAppend,
  nodeKey,
  nodeReaderFromMap,
} from '#shared/merkle-tree';
import { queryRows, type Db } from '../../src/server/db/client';
import { custodyLedger, ledgerNodes } from '../../src/server/db/schema';
import {
  appendToLedger,
  ledgerEntry,
  type LedgerEvent,
} from '../../src/server/ledger/append-to-ledger';
import { writeCheckpoint } from '../../src/server/ledger/checkpoints';
import { CHAIN_START, sha256 } from '../../src/server/ledger/ledger-hash';
import { ledgerPublicKeys } from '../../src/server/ledger/ledger-keys';
import { verifyLedger } from '../../src/server/ledger/verify-ledger';
import { percentile } from '../lib/load';

/** Entries written per statement while filling. */
const FILL_BATCH = 2_000;
/** Shipments the filled entries name, as a year of handoffs would. */
const SHIPMENTS = 10_000;

const shipmentIds = Array.from({ length: SHIPMENTS }, () => randomUUID());

/** A handoff's entry as record-handoff.ts writes it, about 400 bytes of payload. */
function handoffEvent(seq: number, at: Date): LedgerEvent {
  const time = at.toISOString();
  const facts: HandoffFacts = {
    tracking_number: `OTC${String(1_700_000_000_000 + (seq % SHIPMENTS)).padStart(13, '0')}`,
    status: 'in_transit',
    location: 'Hartford, United States',
    time,
    handoff_id: randomUUID(),
    kind: 'transfer',
    seal_numbers: ['OTC-SEAL-1001', 'OTC-SEAL-1002'],
    seals_broken: false,
    signer_name: 'Morgan Receiver',
    latitude: 41.76371,
    longitude: -72.68509,
    accuracy_m: 8,
    device_time: time,
    received_at: time,
  };
  return { kind: 'handoff', shipmentId: shipmentIds[seq % SHIPMENTS], facts };
}

/**
 * Fills an empty ledger with `count` entries in batches, each entry, chain hash and Merkle node
 * computed as appendToLedger computes them (the same functions), so the result verifies like one
 * appended an entry at a time. Only the left siblings still to be read by a later append are kept.
 */
async function fillLedger(db: Db, count: number, onProgress: (done: number) => void) {
  const frontier = new Map<string, Uint8Array>();
  const reader = nodeReaderFromMap(frontier);
  let chain: Uint8Array = CHAIN_START;
  // A year back, a few tens of seconds apart: recorded_at as such a ledger would have it.
  const firstAt = Date.now() - 365 * 24 * 60 * 60 * 1000;
  const step = (365 * 24 * 60 * 60 * 1000) / Math.max(count, 1);
  for (let start = 0; start < count; start += FILL_BATCH) {
    const entries: (typeof custodyLedger.$inferInsert)[] = [];
    const nodes: (typeof ledgerNodes.$inferInsert)[] = [];
    for (let seq = start; seq < Math.min(count, start + FILL_BATCH); seq += 1) {
      const recordedAt = new Date(Math.floor(firstAt + seq * step));
      const entry = ledgerEntry(handoffEvent(seq, recordedAt), seq, recordedAt, chain);
      chain = entry.chain_hash;
      entries.push(entry);
      const leaf = entry.leaf_hash;
      const completed = hashesCompletedByAppend(sha256, seq, leaf, reader);
      for (const { level, index } of appendSiblingNodes(seq))
        frontier.delete(nodeKey(level, index));
      for (const node of completed) {
        nodes.push(node);
        // A left child is read again when its right sibling completes; a right one never.
        if (node.index % 2 === 0) frontier.set(nodeKey(node.level, node.index), node.hash);
      }
    }
    await db.transaction(async (tx) => {
      await tx.insert(custodyLedger).values(entries);
      await tx.insert(ledgerNodes).values(nodes);
    });
    onProgress(start + entries.length);
  }
}

export type LedgerResult = {
  filled: number;
  fillSeconds: number;
  appends: number;
  /** One append in its own transaction, as its caller's last write, commit included. */
  appendMs: { mean: number; p50: number; p95: number; p99: number };
  checkpointMs: { atFill: number; afterAppends: number };
  verifySeconds: number | null;
  verifiedEntries: number | null;
  bytesPerEntry: number;
};

async function relationBytes(db: Db): Promise<number> {
  const [row] = await queryRows<{ bytes: string }>(
    db,
    sql`select pg_total_relation_size('custody_ledger') + pg_total_relation_size('ledger_nodes') as bytes`,
  );
  return Number(row?.bytes ?? Number.NaN);
}

/**
 * The ledger at scale on an empty database of the bench's: `entries` filled, a checkpoint timed,
 * `appends` appended one transaction each and timed, another checkpoint, then (when `verify`) the
 * whole ledger verified and timed. The signing key is made for the run.
 */
export async function measureLedger(
  db: Db,
  input: { entries: number; appends: number; verify: boolean; log: (line: string) => void },
): Promise<LedgerResult> {
  const key = generateKeyPairSync('ed25519').privateKey;
  const filling = performance.now();
  let reported = 0;
  await fillLedger(db, input.entries, (done) => {
    if (done - reported >= 100_000 || done === input.entries) {
      reported = done;
      input.log(`  ledger filled to ${done.toLocaleString('en')} entries`);
    }
  });
  const fillSeconds = (performance.now() - filling) / 1000;
  await db.execute(sql`analyze custody_ledger, ledger_nodes`);

  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const atFill = await timed(() => writeCheckpoint(db, key, new Date()));
  const appendTimes: number[] = [];
  for (let index = 0; index < input.appends; index += 1) {
    const event = handoffEvent(input.entries + index, new Date());
    appendTimes.push(await timed(() => db.transaction((tx) => appendToLedger(tx, event))));
  }
  const afterAppends = await timed(() => writeCheckpoint(db, key, new Date()));
  const size = input.entries + input.appends;

  let verifySeconds: number | null = null;
  let verifiedEntries: number | null = null;
  if (input.verify) {
    const started = performance.now();
    const verdict = await verifyLedger(db, ledgerPublicKeys(key));
    verifySeconds = (performance.now() - started) / 1000;
    if (!verdict.ok) {
      throw new Error(
        `the bench's ledger did not verify: entry ${verdict.firstBroken.seq}, ${verdict.firstBroken.reason}`,
      );
    }
    verifiedEntries = verdict.size;
  }
  appendTimes.sort((a, b) => a - b);
  return {
    filled: input.entries,
    fillSeconds,
    appends: input.appends,
    appendMs: {
      mean: appendTimes.reduce((sum, value) => sum + value, 0) / Math.max(appendTimes.length, 1),
      p50: percentile(appendTimes, 50),
      p95: percentile(appendTimes, 95),
      p99: percentile(appendTimes, 99),
    },
    checkpointMs: { atFill, afterAppends },
    verifySeconds,
    verifiedEntries,
    bytesPerEntry: (await relationBytes(db)) / size,
  };
}
