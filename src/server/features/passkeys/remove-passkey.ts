import { and, eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES } from '#shared/passkeys';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import type { Config } from '../../config/config';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema';
import { sendSecurityAlert } from '../../notifications/security-alert';

/**
 * Removes one of the caller's own passkeys (another account's is not found): it signs in no more.
 * Audited, and its owner alerted by e-mail, in one transaction.
 */
export async function removePasskey({
  db,
  config,
  user,
  passkeyId,
  origin,
}: {
  db: Db;
  config: Pick<Config, 'appUrl' | 'authSecret'>;
  user: { id: string; email: string };
  passkeyId: string;
  origin: RequestOrigin;
}): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, user.id)))
      .returning({ id: passkeys.id, name: passkeys.name });
    if (!removed) throw new AppError('NOT_FOUND', PASSKEY_MESSAGES.notFound);
    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action: 'passkey_removed',
      entity: { type: 'account', id: user.id, label: user.email },
      origin,
      details: { passkey_id: removed.id, name: removed.name },
    });
    await sendSecurityAlert(tx, {
      config,
      userId: user.id,
      kind: 'passkeys_changed',
      details: origin,
    });
    return { id: removed.id };
  });
}
