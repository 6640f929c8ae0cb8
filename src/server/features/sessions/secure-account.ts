import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_SECURED_MESSAGE,
  SECURE_ACCOUNT_LINK_INVALID,
  SECURE_ACCOUNT_LINK_USED,
} from '#shared/account-session';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import { credentialOf } from '../../auth/account-password';
import { hashPassword } from '../../auth/password';
import { forgetTrustedDevices } from '../../auth/trusted-devices';
import type { AppDependencies } from '../../core/context';
import { AppError } from '../../core/errors';
import { accounts, passkeys, users } from '../../db/schema';
import { readSecureAccountToken } from '../../notifications/secure-account-token';
import { endSessionsOf } from './session-rows';

/** Where the reset e-mail's link lands: the web's page for choosing the new password. */
const RESET_PAGE_PATH = '/update-password';

const refusedToken = (message: string) =>
  new AppError('BAD_REQUEST', message, { fields: { token: message } });

/**
 * "This wasn't me" (decision 051), in one transaction: ends every session of the account the
 * alert's token names, removes its passkeys (one may be the intruder's) and its trusted devices,
 * makes its password unusable (the intruder may know it) and audits it; then starts a password
 * reset, whose e-mail lets the owner choose a new one. A link works once: securing the account
 * spends every link issued before it.
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
  if (!read) throw refusedToken(SECURE_ACCOUNT_LINK_INVALID);
  // A hash of a secret nobody holds: no password verifies against it, and a wrong guess still
  // costs the hash it would cost against a real one. Made before the transaction holds the row.
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  const account = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, securedAt: users.accountSecuredAt })
      .from(users)
      .where(eq(users.id, read.userId))
      .for('update');
    if (!user) throw refusedToken(SECURE_ACCOUNT_LINK_INVALID);
    if (user.securedAt && read.issuedAt * 1000 <= user.securedAt.getTime()) {
      throw refusedToken(SECURE_ACCOUNT_LINK_USED);
    }
    await tx.update(users).set({ accountSecuredAt: new Date() }).where(eq(users.id, user.id));
    const blocked = await tx
      .update(accounts)
      .set({ password: unusablePassword, updatedAt: new Date() })
      .where(credentialOf(user.id))
      .returning({ id: accounts.id });
    const ended = await endSessionsOf(tx, user.id, 'all');
    const removed = await tx
      .delete(passkeys)
      .where(eq(passkeys.userId, user.id))
      .returning({ id: passkeys.id });
    await forgetTrustedDevices(tx, user.id);
    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action: 'account_secured',
      entity: { type: 'account', id: user.id, label: user.email },
      origin,
      details: {
        sessions_ended: ended,
        passkeys_removed: removed.length,
        password_blocked: blocked.length > 0,
      },
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
