import type { Auth } from '../../auth/auth';
import type { Config } from '../../config/config';
import { sendSecurityAlert } from '../../notifications/security-alert';
import type { Db } from '../../db/client';
import { refuseWeakPassword } from '../../auth/password-policy';
import { AppError } from '../../core/errors';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import { forgetTrustedDevices } from '../../auth/trusted-devices';
import {
  countPasswordCheck,
  recordWrongPassword,
  type PasswordCheckDeps,
} from '../shared/password-checks';

export type ChangePasswordInput = {
  /** Where the account's password checks are counted (decision 050). */
  limits: PasswordCheckDeps;
  db: Db;
  auth: Auth;
  config: Config;
  user: { id: string; email: string; firstName: string | null; lastName: string | null };
  currentPassword: string;
  newPassword: string;
  /** The request's headers: better-auth finds the session in its cookie. */
  headers: Headers;
  origin: RequestOrigin;
};

/**
 * Changes the password after checking the current one (re-authentication), ends every other
 * session of the account and every device trusted to skip its second factor (decision 051), and
 * answers with the cookie of the fresh session that replaces this one. The owner is e-mailed a
 * security alert.
 */
export async function changePassword({
  limits,
  db,
  auth,
  config,
  user,
  currentPassword,
  newPassword,
  headers,
  origin,
}: ChangePasswordInput): Promise<{ setCookies: string[] }> {
  await refuseWeakPassword({
    password: newPassword,
    owner: { email: user.email, names: [user.firstName, user.lastName] },
    field: 'newPassword',
  });
  // Counted once the new password is acceptable: only the current one's check is a guess.
  const check = await countPasswordCheck(limits, user.id);
  const response = await auth.api.changePassword({
    body: { currentPassword, newPassword, revokeOtherSessions: true },
    headers,
    asResponse: true,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    if (body?.code === 'INVALID_PASSWORD') {
      await recordWrongPassword({ db }, { user, origin, purpose: 'password_change' });
      throw new AppError('BAD_REQUEST', 'Current password is incorrect.', {
        fields: { currentPassword: 'Current password is incorrect.' },
      });
    }
    if (response.status === 401) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
    throw new AppError('BAD_REQUEST', 'Your password could not be changed.');
  }
  await check.refund();
  await db.transaction(async (tx) => {
    await forgetTrustedDevices(tx, user.id);
    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action: 'password_changed',
      entity: { type: 'account', id: user.id, label: user.email },
      origin,
    });
    await sendSecurityAlert(tx, {
      config,
      userId: user.id,
      kind: 'password_changed',
      details: origin,
    });
  });
  return { setCookies: response.headers.getSetCookie() };
}
