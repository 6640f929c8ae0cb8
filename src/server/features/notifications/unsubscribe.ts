import { eq } from 'drizzle-orm';
import type { NotificationKind } from '#shared/notification';
import { UNSUBSCRIBE_LINK_INVALID } from '#shared/notification-schema';
import type { RequestOrigin } from '../../audit/record-audit-event';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../core/errors';
import { saveEmailPreferences } from '../../notifications/email-preferences';
import { readUnsubscribeToken } from '../../notifications/unsubscribe-token';

/**
 * One-click unsubscribe (RFC 8058): the token names the account and the kind, and proves we made
 * it; that kind's e-mail stops. The bell keeps showing it. Using a link twice changes nothing more.
 */
export async function unsubscribe({
  db,
  secret,
  token,
  origin,
}: {
  db: Db;
  secret: string;
  token: string;
  origin: RequestOrigin;
}): Promise<{ kind: NotificationKind }> {
  const target = readUnsubscribeToken(secret, token);
  if (!target) throw invalidLink();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, target.userId));
    if (!user) throw invalidLink();
    await saveEmailPreferences(tx, {
      user,
      choices: { [target.kind]: { email: false } },
      origin,
      via: 'unsubscribe_link',
    });
    return { kind: target.kind };
  });
}

function invalidLink() {
  return new AppError('BAD_REQUEST', UNSUBSCRIBE_LINK_INVALID, {
    fields: { token: UNSUBSCRIBE_LINK_INVALID },
  });
}
