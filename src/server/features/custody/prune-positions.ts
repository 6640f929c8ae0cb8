import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { POSITION_RETENTION_DAYS } from '#shared/custody';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { startPeriodicSweep } from '../../db/periodic-sweep';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Rows deleted per statement: an hour of a large fleet's positions is removed in short steps. */
const PRUNE_BATCH = 10_000;

/**
 * Deletes the positions received more than 90 days before `now` (decision 072), through the
 * receipt-time index, a batch at a time so no statement holds its locks for long. The handoffs,
 * which are the custody record, are kept.
 */
export async function prunePositions(db: Db, now = new Date()): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`
      delete from shipment_positions
      where id in (
        select id from shipment_positions
        where received_at < ${now.toISOString()}::timestamptz - make_interval(days => ${POSITION_RETENTION_DAYS})
        limit ${PRUNE_BATCH}
      )
      returning id`,
    );
    removed += rows.length;
    if (rows.length < PRUNE_BATCH) return removed;
  }
}

/** Prunes at start and every hour; any number of instances may prune, the delete is idempotent. */
export function startPositionPruning({ db, log }: { db: Db; log: Logger }) {
  return startPeriodicSweep({
    sweep: () =>
      prunePositions(db).then((removed) => {
        if (removed > 0) log.info({ removed }, 'pruned positions older than their retention');
      }),
    intervalMs: SWEEP_INTERVAL_MS,
    log,
    failure: 'position pruning failed',
  });
}
