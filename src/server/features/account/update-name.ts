import { eq } from 'drizzle-orm';
import type { Account } from '#shared/account';
import type { AccountName } from '#shared/client-profile-schema';
import { fullName } from '#shared/person-name';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { clients, users } from '../../db/schema';
import { getAccount } from './get-account';

/**
 * The signed-in account's first and last name, for any role (the admin's Profile). An account with
 * a client record (a client, or an administrator approved from one) has its record's names changed
 * in the same transaction, so the two never differ. Audited.
 */
export async function updateName({
  db,
  user,
  name: { first_name, last_name },
  origin,
}: {
  db: Db;
  user: SessionUser;
  name: AccountName;
  origin: RequestOrigin;
}): Promise<Account> {
  const name = fullName(first_name, last_name);
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ firstName: first_name, lastName: last_name, name })
      .where(eq(users.id, user.id));
    const [client] = await tx
      .update(clients)
      .set({ first_name, last_name })
      .where(eq(clients.id, user.id))
      .returning({ id: clients.id });
    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action: 'profile_updated',
      entity: { type: 'account', id: user.id, label: user.email },
      clientId: client?.id ?? null,
      origin,
      details: { fields: ['first_name', 'last_name'] },
    });
    return getAccount({
      db: tx,
      user: { ...user, firstName: first_name, lastName: last_name, name },
    });
  });
}
