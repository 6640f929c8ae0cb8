import { and, eq, like } from 'drizzle-orm';
import { forgetTrustedDevices } from '../../auth/trusted-devices';
import type { Db } from '../../db/client';
import { clients, twoFactors, users, verifications } from '../../db/schema';
import { AppError } from '../../core/errors';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import { enqueueMail } from '../../mail/outbox';
import { twoFactorResetMessage } from '../../mail/two-factor-templates';
import { CLIENT_NOT_FOUND } from './client-columns';

const NO_SECOND_FACTOR = 'This client has not turned on two-factor sign-in.';

/**
 * Turns a client's second factor off for them (a lost phone and lost backup codes), in one
 * transaction: the secret and backup codes go, every trusted device and waiting sign-in challenge
 * of theirs is forgotten, the change is audited and the client is told by e-mail.
 */
export async function resetTwoFactor({
  db,
  appUrl,
  clientId,
  admin,
  origin,
}: StaffChange & { db: Db; appUrl: string; clientId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [client] = await tx
      .select({ email: users.email, firstName: users.firstName, enabled: users.twoFactorEnabled })
      .from(clients)
      .innerJoin(users, eq(users.id, clients.id))
      // An administrator's second factor is reset only by their own recovery (decision 052).
      .where(and(eq(clients.id, clientId), eq(users.role, 'client')))
      .for('update');
    if (!client) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
    if (!client.enabled) throw new AppError('CONFLICT', NO_SECOND_FACTOR);

    await tx.delete(twoFactors).where(eq(twoFactors.userId, clientId));
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, clientId));
    await forgetTrustedDevices(tx, clientId);
    // A sign-in waiting for its second factor is a verification row of the user too.
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, clientId), like(verifications.identifier, '2fa-%')));
    await recordStaffChange(tx, {
      admin,
      origin,
      action: 'two_factor_reset',
      entity: { type: 'client', id: clientId, label: client.email },
      clientId,
    });
    await enqueueMail(
      tx,
      client.email,
      twoFactorResetMessage({ firstName: client.firstName, appUrl }),
    );
  });
}
