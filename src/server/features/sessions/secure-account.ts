import { eq } from 'drizzle-orm';
import { ACCOUNT_SECURED_MESSAGE, SECURE_ACCOUNT_LINK_INVALID } from '#shared/account-session';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import type { AppDependencies } from '../../core/context';
import { AppError } from '../../core/errors';
import { passkeys, users } from '../../db/schema';
import { readSecureAccountToken } from '../../notifications/secure-account-token';
import { endSessionsOf } from './session-rows';

/** Where the reset e-mail's link lands: the web's page for choosing the new password. */
const RESET_PAGE_PATH = '/update-password';

/**
 * "This wasn't me": ends every session of the account the alert's token names, removes its
 * passkeys (one may be the intruder's; the owner adds theirs again), audits it, and starts a
 * password reset, whose e-mail lets the owner choose a new password.
 */
export async function secureAccount({
  deps,
  token,
  origin,
}: {
  deps: Pick<AppDependencies, 'db' | 'auth' | 'config'>;
  token: string;
  origin: RequestOrigin;
}) {
  const { db, auth, config } = deps;
  const read = readSecureAccountToken(config.authSecret, token);
  const invalid = new AppError('BAD_REQUEST', SECURE_ACCOUNT_LINK_INVALID, {
    fields: { token: SECURE_ACCOUNT_LINK_INVALID },
  });
  if (!read) throw invalid;
  const account = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, read.userId));
    if (!user) throw invalid;
    const ended = await endSessionsOf(tx, user.id, 'all');
    const removed = await tx
      .delete(passkeys)
      .where(eq(passkeys.userId, user.id))
      .returning({ id: passkeys.id });
    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action: 'account_secured',
      entity: { type: 'account', id: user.id, label: user.email },
      origin,
      details: { sessions_ended: ended, passkeys_removed: removed.length },
    });
    return { email: user.email, ended };
  });
  await auth.api.requestPasswordReset({
    body: { email: account.email, redirectTo: RESET_PAGE_PATH },
  });
  return {
    status: 'secured' as const,
    sessions_ended: account.ended,
    message: ACCOUNT_SECURED_MESSAGE,
  };
}
