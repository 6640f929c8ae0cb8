import { eq } from 'drizzle-orm';
import type { ClientUpdate } from '#shared/client-schema';
import type { AdminClient } from '#shared/portal';
import { fullName } from '#shared/person-name';
import type { Db } from '../../db/client';
import { clients, users } from '../../db/schema';
import { AppError } from '../../core/errors';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import { toClientRecord } from '../shared/client-profile';
import { CLIENT_NOT_FOUND } from './client-columns';

/** Edit client: the e-mail stays; the account's names follow the record. */
export async function updateClient({
  db,
  clientId,
  form,
  admin,
  origin,
}: StaffChange & { db: Db; clientId: string; form: ClientUpdate }): Promise<AdminClient> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(clients)
      .set(form)
      .where(eq(clients.id, clientId))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
    await tx
      .update(users)
      .set({
        firstName: form.first_name,
        lastName: form.last_name,
        name: fullName(form.first_name, form.last_name),
      })
      .where(eq(users.id, clientId));
    await recordStaffChange(tx, {
      admin,
      origin,
      action: 'updated',
      entity: { type: 'client', id: clientId, label: updated.email },
      clientId,
    });
    return toClientRecord(updated);
  });
}
