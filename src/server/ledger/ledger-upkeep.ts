import type { KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Db } from '../db/client';
import { startPeriodicSweep } from '../db/periodic-sweep';
import { backfillLedger } from './backfill-ledger';
import { latestCheckpoint, writeCheckpoint, type Checkpoint } from './checkpoints';
import { ledgerSize } from './ledger-nodes';

/** How old the latest checkpoint may grow before the next is signed (decision 074). */
export const CHECKPOINT_EVERY_MS = 60 * 60 * 1000;

/** How often each instance asks whether a checkpoint is due: an hour late by 5 minutes at most. */
const UPKEEP_INTERVAL_MS = 5 * 60 * 1000;

/** Any fixed number but the append lock's: held by the instance deciding whether to sign. */
const CHECKPOINT_LOCK = 7_173_074;

/**
 * Signs a checkpoint when the latest is an hour old, or there is none, and entries came since
 * (decision 074). Across instances it is one decision: whoever holds the try-lock decides and
 * signs, the others skip this round, and the next round sees the checkpoint just signed.
 */
export async function signCheckpointIfDue(
  db: Db,
  key: KeyObject,
  now: Date = new Date(),
): Promise<Checkpoint | null> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${CHECKPOINT_LOCK}) as locked`,
    );
    if (!lock?.locked) return null;
    const latest = await latestCheckpoint(tx);
    if (latest && now.getTime() - latest.signed_at.getTime() < CHECKPOINT_EVERY_MS) return null;
    if ((await ledgerSize(tx)) === (latest?.tree_size ?? 0)) return null;
    return writeCheckpoint(tx, key, now);
  });
}

/**
 * At start and every 5 minutes on every instance: appends what the ledger lacks (the backfill),
 * then signs a checkpoint if one is due.
 */
export function startLedgerUpkeep({ db, key, log }: { db: Db; key: KeyObject; log: Logger }) {
  return startPeriodicSweep({
    sweep: async () => {
      const appended = await backfillLedger(db);
      if (appended > 0) log.info({ appended }, 'tracking updates appended to the custody ledger');
      const checkpoint = await signCheckpointIfDue(db, key);
      if (checkpoint) log.info({ tree_size: checkpoint.tree_size }, 'ledger checkpoint signed');
    },
    intervalMs: UPKEEP_INTERVAL_MS,
    log,
    failure: 'custody ledger upkeep failed',
  });
}
