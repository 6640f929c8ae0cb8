import type { AuditAction } from '#shared/audit-action';
import { eq } from 'drizzle-orm';
import type { NextOfKin, PersonalInfo } from '#shared/client-profile-schema';
import { MISSING_PROFILE_MESSAGES, type ClientProfile } from '#shared/portal';
import { fullName } from '#shared/person-name';
import type { Db } from '../../db/client';
import { clients, users } from '../../db/schema';
import { AppError } from '../../core/errors';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import { toClientProfile } from '../shared/client-profile';
import { requireClientOf } from './client-of-user';

type UpdateInput<Changes> = {
  db: Db;
  user: { id: string; email: string; clientId: string | null };
  changes: Changes;
  origin: RequestOrigin;
};

/**
 * Personal Info: the organisation's record and the names of the account that holds it (the
 * record's id, decision 063) change together, so the holder's name in the menus follows it.
 */
export async function updatePersonalInfo(input: UpdateInput<PersonalInfo>) {
  const { first_name, last_name } = input.changes;
  return updateClient(input, 'profile_updated', async (tx) => {
    await tx
      .update(users)
      .set({ firstName: first_name, lastName: last_name, name: fullName(first_name, last_name) })
      .where(eq(users.id, clientIdOf(input.user)));
  });
}

/** Next of Kin. */
export async function updateNextOfKin(input: UpdateInput<NextOfKin>) {
  return updateClient(input, 'next_of_kin_updated');
}

function clientIdOf(user: UpdateInput<unknown>['user']): string {
  return requireClientOf(user, MISSING_PROFILE_MESSAGES.profile);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function updateClient(
  { db, user, changes, origin }: UpdateInput<PersonalInfo | NextOfKin>,
  action: AuditAction,
  alsoInTransaction?: (tx: Tx) => Promise<void>,
): Promise<ClientProfile> {
  const clientId = clientIdOf(user);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(clients)
      .set(changes)
      .where(eq(clients.id, clientId))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', MISSING_PROFILE_MESSAGES.profile);
    await alsoInTransaction?.(tx);
    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action,
      entity: { type: 'client', id: clientId, label: updated.email },
      clientId,
      origin,
      details: { fields: Object.keys(changes) },
    });
    return toClientProfile(updated);
  });
}
