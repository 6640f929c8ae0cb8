import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { startPeriodicSweep } from '../db/periodic-sweep';

/** How long a sign-up may wait for its address to be confirmed before it is forgotten. */
export const UNCONFIRMED_ACCOUNT_DAYS = 7;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes sign-ups whose address was never confirmed within the grace period, with what cascades
 * from them (sessions, credentials). An account the company holds anything for is kept.
 */
export async function removeUnconfirmedAccounts(db: Db, now = new Date()): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    delete from "user" u
    where u.email_verified = false
      and u.created_at < ${now.toISOString()}::timestamptz - make_interval(days => ${UNCONFIRMED_ACCOUNT_DAYS})
      and not exists (select 1 from shipments s where s.client_id = u.id)
      and not exists (select 1 from vault_items v where v.client_id = u.id)
    returning u.id
  `,
  );
  return rows.length;
}

/** Sweeps at start and every hour; any number of instances may sweep, the delete is idempotent. */
export function startUnconfirmedAccountSweep({ db, log }: { db: Db; log: Logger }) {
  return startPeriodicSweep({
    sweep: () =>
      removeUnconfirmedAccounts(db).then((removed) => {
        if (removed > 0) log.info({ removed }, 'removed unconfirmed sign-ups');
      }),
    intervalMs: SWEEP_INTERVAL_MS,
    log,
    failure: 'unconfirmed sign-up sweep failed',
  });
}
