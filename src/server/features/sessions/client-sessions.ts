import { and, eq } from 'drizzle-orm';
import type { AccountSession } from '#shared/account-session';
import { SESSION_NOT_FOUND } from '#shared/account-session';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import type { Db, DbOrTx } from '../../db/client';
import { clients, users } from '../../db/schema';
import { AppError } from '../../core/errors';
import { activeSessionsOf, endSessionsOf } from './session-rows';

const CLIENT_NOT_FOUND = 'Client not found.';

/** The client's record; an account with staff rights is no client here, whatever it holds (decision 052). */
async function clientOf(db: DbOrTx, clientId: string) {
  const [client] = await db
    .select({ id: clients.id, email: clients.email })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.id))
    .where(and(eq(clients.id, clientId), eq(users.role, 'client')));
  if (!client) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
  return client;
}

/** A client's active sessions, for an administrator (a client's id is their user id). */
export async function listClientSessions({
  db,
  clientId,
}: {
  db: Db;
  clientId: string;
}): Promise<AccountSession[]> {
  await clientOf(db, clientId);
  return activeSessionsOf(db, clientId, null);
}

/** An administrator ends one of a client's sessions; audited as the administrator's change. */
export async function endClientSession({
  db,
  clientId,
  sessionId,
  admin,
  origin,
}: StaffChange & { db: Db; clientId: string; sessionId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const client = await clientOf(tx, clientId);
    const ended = await endSessionsOf(tx, clientId, { only: sessionId });
    if (ended === 0) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
    await recordStaffChange(tx, {
      admin,
      origin,
      action: 'session_revoked',
      entity: { type: 'client', id: clientId, label: client.email },
      clientId,
      details: { session_id: sessionId },
    });
  });
}

/** An administrator ends every session of a client (V7.4.5); audited as the administrator's change. */
export async function endAllClientSessions({
  db,
  clientId,
  admin,
  origin,
}: StaffChange & { db: Db; clientId: string }): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const client = await clientOf(tx, clientId);
    const ended = await endSessionsOf(tx, clientId, 'all');
    await recordStaffChange(tx, {
      admin,
      origin,
      action: 'sessions_revoked',
      entity: { type: 'client', id: clientId, label: client.email },
      clientId,
      details: { ended },
    });
    return { ended };
  });
}
