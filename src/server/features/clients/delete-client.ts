import { and, count, eq, notInArray } from 'drizzle-orm';
import type { DeletedClient } from '#shared/admin/clients';
import { pluralize } from '#shared/pluralize';
import { FINISHED_SHIPMENT_STATUSES } from '#shared/shipment-status';
import type { Db } from '../../db/client';
import { clients, shipments, users, vaultItems } from '../../db/schema';
import { AppError } from '../../core/errors';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import { CLIENT_NOT_FOUND } from './client-columns';

/**
 * Deletes the client record and the account together, in one transaction, which ends its
 * sessions. Refused while the client still has items in the vault or shipments under way: nothing
 * they own may be lost with them.
 */
export async function deleteClient({
  db,
  clientId,
  admin,
  origin,
}: StaffChange & { db: Db; clientId: string }): Promise<DeletedClient> {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, email: clients.email })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for('update');
    if (!client) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);

    const [[items], [open]] = await Promise.all([
      tx.select({ value: count() }).from(vaultItems).where(eq(vaultItems.client_id, clientId)),
      tx
        .select({ value: count() })
        .from(shipments)
        .where(
          and(
            eq(shipments.client_id, clientId),
            notInArray(shipments.status, [...FINISHED_SHIPMENT_STATUSES]),
          ),
        ),
    ]);
    const blockers = [
      items?.value ? `${pluralize(items.value, 'item')} in the vault` : null,
      open?.value ? `${pluralize(open.value, 'shipment')} not yet delivered` : null,
    ].filter(Boolean);
    if (blockers.length > 0) {
      throw new AppError(
        'CONFLICT',
        `This client still has ${blockers.join(' and ')}. Return or reassign them before deleting the client.`,
      );
    }

    // The account row goes last: its client record, sessions and credentials cascade with it.
    await tx.delete(clients).where(eq(clients.id, clientId));
    await tx.delete(users).where(eq(users.id, clientId));
    await recordStaffChange(tx, {
      admin,
      origin,
      action: 'deleted',
      entity: { type: 'client', id: clientId, label: client.email },
    });
    return { id: clientId, email: client.email };
  });
}
