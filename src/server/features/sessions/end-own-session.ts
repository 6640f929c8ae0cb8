import { SESSION_NOT_FOUND } from '#shared/account-session';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import type { Db } from '../../db/client';
import { AppError } from '../../core/errors';
import { endSessionsOf } from './session-rows';

type Owner = { id: string; email: string };

/** Ends one of the caller's own sessions (this one included); another account's is not found. */
export async function endOwnSession({
  db,
  user,
  sessionId,
  origin,
}: {
  db: Db;
  user: Owner;
  sessionId: string;
  origin: RequestOrigin;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await endSessionsOf(tx, user.id, { only: sessionId });
    if (ended === 0) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action: 'session_revoked',
      entity: { type: 'account', id: user.id, label: user.email },
      origin,
      details: { session_id: sessionId },
    });
  });
}

/** Ends every session of the caller but this one ("Sign out all other sessions"). */
export async function endOtherSessions({
  db,
  user,
  currentSessionId,
  origin,
}: {
  db: Db;
  user: Owner;
  currentSessionId: string;
  origin: RequestOrigin;
}): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const ended = await endSessionsOf(tx, user.id, { except: currentSessionId });
    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action: 'sessions_revoked',
      entity: { type: 'account', id: user.id, label: user.email },
      origin,
      details: { ended },
    });
    return { ended };
  });
}
