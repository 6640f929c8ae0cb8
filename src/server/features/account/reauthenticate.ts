import { PASSWORD_INCORRECT } from '#shared/auth';
import type { RequestOrigin } from '../../audit/record-audit-event';
import { isAccountPassword } from '../../auth/account-password';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { recordReauthentication } from '../shared/record-reauthentication';

/**
 * "Confirm it's you": the password of the signed-in account, entered again, opens another 10
 * minutes for credential changes and exports in this session (requireRecentAuthentication). Right
 * or wrong, the attempt is audited; a wrong one is a 400 on `password`.
 */
export async function reauthenticate({
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
  const proved = await isAccountPassword(db, user.id, password);
  await db.transaction((tx) =>
    recordReauthentication(tx, {
      user,
      sessionId,
      proved,
      origin,
      details: { method: 'password' },
    }),
  );
  if (!proved) {
    throw new AppError('BAD_REQUEST', PASSWORD_INCORRECT, {
      fields: { password: PASSWORD_INCORRECT },
    });
  }
}
