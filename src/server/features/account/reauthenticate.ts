import { and, eq } from 'drizzle-orm';
import { PASSWORD_INCORRECT } from '#shared/auth';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import { verifyPassword } from '../../auth/password';
import { markReauthenticated } from '../../auth/recent-authentication';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

/**
 * "Confirm it's you": the password of the signed-in account, entered again, opens another 10
 * minutes for credential changes and exports in this session (requireRecentAuthentication). Right
 * or wrong, the attempt is audited; a wrong one is a 400 on `password`.
 */
export async function reauthenticateWithPassword({
  db,
  user,
  sessionId,
  password,
  origin,
}: {
  db: Db;
  user: { id: string; email: string };
  sessionId: string;
  password: string;
  origin: RequestOrigin;
}): Promise<void> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
  const proved = credential?.hash
    ? await verifyPassword({ hash: credential.hash, password })
    : false;
  await db.transaction(async (tx) => {
    if (proved) await markReauthenticated(tx, sessionId);
    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action: proved ? 'reauthenticated' : 'reauthentication_failed',
      entity: { type: 'account', id: user.id, label: user.email },
      origin,
      details: { method: 'password' },
    });
  });
  if (!proved) {
    throw new AppError('BAD_REQUEST', PASSWORD_INCORRECT, {
      fields: { password: PASSWORD_INCORRECT },
    });
  }
}
