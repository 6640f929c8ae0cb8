import { eq } from 'drizzle-orm';
import type { AdminVaultItem, DeletedVaultItem } from '#shared/admin';
import type { VaultItemForm } from '#shared/vault-item-schema';
import type { Db } from '../../db/client';
import { vaultItems } from '../../db/schema';
import { AppError } from '../../core/errors';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import { requireExistingClient } from '../shared/require-existing-client';
import { getVaultItem } from './get-vault-item';
import { VAULT_ITEM_NOT_FOUND } from './vault-item-columns';

type Write = StaffChange & { db: Db };

/** Add Vault Item (spec §7 call 19): stored now; the client sees 'Created' in their log. */
export async function createVaultItem({
  db,
  form,
  admin,
  origin,
}: Write & { form: VaultItemForm }): Promise<AdminVaultItem> {
  return db.transaction(async (tx) => {
    await requireExistingClient(tx, form.client_id);
    const [created] = await tx.insert(vaultItems).values(form).returning({ id: vaultItems.id });
    if (!created) throw new Error('vault item insert returned no row');
    await recordStaffChange(tx, {
      admin,
      origin,
      action: 'created',
      entity: { type: 'vault_item', id: created.id, label: form.name },
      clientId: form.client_id,
    });
    return getVaultItem({ db: tx, itemId: created.id });
  });
}

/**
 * Edit: a new location code is recorded as 'Moved', anything else as 'Updated'. An item handed
 * to another client is recorded in both clients' logs.
 */
export async function updateVaultItem({
  db,
  itemId,
  form,
  admin,
  origin,
}: Write & { itemId: string; form: VaultItemForm }): Promise<AdminVaultItem> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ client_id: vaultItems.client_id, location_code: vaultItems.location_code })
      .from(vaultItems)
      .where(eq(vaultItems.id, itemId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', VAULT_ITEM_NOT_FOUND);
    await requireExistingClient(tx, form.client_id);
    await tx.update(vaultItems).set(form).where(eq(vaultItems.id, itemId));
    const action = before.location_code !== form.location_code ? 'moved' : 'updated';
    const owners = new Set([before.client_id, form.client_id]);
    for (const clientId of owners) {
      await recordStaffChange(tx, {
        admin,
        origin,
        action,
        entity: { type: 'vault_item', id: itemId, label: form.name },
        clientId,
        details: { location_code: form.location_code },
      });
    }
    return getVaultItem({ db: tx, itemId });
  });
}

/** Delete: the item goes, the client's log keeps 'Deleted by staff'. */
export async function deleteVaultItem({
  db,
  itemId,
  admin,
  origin,
}: Write & { itemId: string }): Promise<DeletedVaultItem> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(vaultItems)
      .where(eq(vaultItems.id, itemId))
      .returning({ id: vaultItems.id, name: vaultItems.name, client_id: vaultItems.client_id });
    if (!deleted) throw new AppError('NOT_FOUND', VAULT_ITEM_NOT_FOUND);
    await recordStaffChange(tx, {
      admin,
      origin,
      action: 'deleted',
      entity: { type: 'vault_item', id: deleted.id, label: deleted.name },
      clientId: deleted.client_id,
    });
    return { id: deleted.id, name: deleted.name };
  });
}
