import { and, asc, inArray, lte } from 'drizzle-orm';
import { OPEN_REQUEST_STATES } from '#shared/requests';
import type { Logger } from 'pino';
import { startPeriodicSweep } from '../../db/periodic-sweep';
import type { Db } from '../../db/client';
import { clientRequests } from '../../db/schema';
import type { NotificationConfig } from '../../notifications/notify-user';
import { recordRequestEvent, SYSTEM_ACTOR } from '../shared/request-events';

/** What an expiry is recorded as coming from: no person, no address. */
const BATCH = 100;
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Moves every request still waiting past its deadline to Expired, audited and told to its asker.
 * Reads call it first, so no page shows a request open after its deadline; instances sweeping at
 * once queue on the rows, and the second finds them expired already. Answers how many.
 */
export async function expireDueRequests(
  { db, config }: { db: Db; config: NotificationConfig },
  now = new Date(),
): Promise<number> {
  // Most reads find nothing due: one indexed read, outside any transaction, says so without
  // taking a lock or writing.
  if (!(await anyDue(db, now))) return 0;
  let expired = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: clientRequests.id,
          number: clientRequests.number,
          client_id: clientRequests.client_id,
          kind: clientRequests.kind,
          requested_by_user_id: clientRequests.requested_by_user_id,
        })
        .from(clientRequests)
        .where(dueNow(now))
        .orderBy(asc(clientRequests.expires_at), asc(clientRequests.id))
        .limit(BATCH)
        // Waits for a sweep or a change under way rather than skipping its rows: a read after
        // it then sees the row expired, and the recheck of the lock leaves it out (decision 067).
        .for('update');
      if (due.length === 0) return 0;
      await tx
        .update(clientRequests)
        .set({ state: 'expired', updated_at: now })
        .where(
          inArray(
            clientRequests.id,
            due.map((request) => request.id),
          ),
        );
      for (const request of due) {
        await recordRequestEvent(tx, {
          config,
          request: { ...request, state: 'expired' },
          actor: SYSTEM_ACTOR,
          action: 'request_expired',
          tell: { change: 'expired', users: [request.requested_by_user_id] },
        });
      }
      return due.length;
    });
    expired += batch;
    if (batch < BATCH) return expired;
  }
}

function dueNow(now: Date) {
  return and(
    inArray(clientRequests.state, OPEN_REQUEST_STATES),
    lte(clientRequests.expires_at, now),
  );
}

async function anyDue(db: Db, now: Date): Promise<boolean> {
  const [due] = await db
    .select({ id: clientRequests.id })
    .from(clientRequests)
    .where(dueNow(now))
    .limit(1);
  return due !== undefined;
}

/** Sweeps at start and every 15 minutes, so an asker hears of an expiry nobody read. */
export function startRequestExpirySweep(deps: { db: Db; config: NotificationConfig; log: Logger }) {
  return startPeriodicSweep({
    sweep: () => expireDueRequests(deps),
    intervalMs: SWEEP_INTERVAL_MS,
    log: deps.log,
    failure: 'request expiry sweep failed',
  });
}
