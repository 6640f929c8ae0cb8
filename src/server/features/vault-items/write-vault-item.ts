import { eq } from 'drizzle-orm';
import type { AdminVaultItem, DeletedVaultItem } from '#shared/admin/vault-items';
import { vaultItemNotification, type VaultItemChange } from '#shared/notification-messages';
import { REQUEST_MESSAGES } from '#shared/requests';
import type { VaultItemForm } from '#shared/vault-item-schema';
import type { VaultItemMovedFacts } from '#shared/ledger';
import type { Db, DbOrTx } from '../../db/client';
import { releaseItems, vaultItems } from '../../db/schema';
import { AppError } from '../../core/errors';
import { appendToLedger } from '../../ledger/append-to-ledger';
import type { AuditEvent } from '../../audit/record-audit-event';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import { notifyUser, type NotificationConfig } from '../../notifications/notify-user';
import { refuseWhileReleasing } from '../shared/release-lock';
import { requireExistingClient } from '../shared/require-existing-client';
import { getVaultItem } from './get-vault-item';
import { VAULT_ITEM_NOT_FOUND } from './vault-item-columns';

type Write = StaffChange & { db: Db };

/** A write its client is told about. */
type NotifiedWrite = Write & { config: NotificationConfig };

function notifyVaultItemClient(
  tx: DbOrTx,
  config: NotificationConfig,
  item: { name: string; client_id: string },
  change: VaultItemChange,
) {
  return notifyUser(tx, {
    config,
    userId: item.client_id,
    ...vaultItemNotification(item.name, change),
  });
}

/** A staff change to an item, recorded in its client's access log under the item's name. */
function recordVaultItemChange(
  tx: DbOrTx,
  item: { id: string; name: string; client_id: string },
  change: StaffChange & Pick<AuditEvent, 'action' | 'details'>,
) {
  return recordStaffChange(tx, {
    ...change,
    entity: { type: 'vault_item', id: item.id, label: item.name },
    clientId: item.client_id,
  });
}

/**
 * Add Vault Item: stored now; the client sees 'Created' in their log and is notified, and the
 * item's coming into our custody is a ledger entry (decision 074).
 */
export async function createVaultItem({
  db,
  config,
  form,
  ...change
}: NotifiedWrite & { form: VaultItemForm }): Promise<AdminVaultItem> {
  return db.transaction(async (tx) => {
    await requireExistingClient(tx, form.client_id);
    const [created] = await tx.insert(vaultItems).values(form).returning({ id: vaultItems.id });
    if (!created) throw new Error('vault item insert returned no row');
    await recordVaultItemChange(tx, { ...form, id: created.id }, { ...change, action: 'created' });
    await notifyVaultItemClient(tx, config, form, 'created');
    const facts: VaultItemMovedFacts = {
      reason: 'stored',
      from: null,
      to: { client_id: form.client_id, location_code: form.location_code ?? null },
      staff_user_id: change.admin.id,
      time: new Date().toISOString(),
    };
    await appendToLedger(tx, { kind: 'vault_item_moved', vaultItemId: created.id, facts });
    return getVaultItem({ db: tx, itemId: created.id });
  });
}

/** Whether the form would leave the stored item as it is (a field left out changes nothing). */
function changesNothing(stored: typeof vaultItems.$inferSelect, form: VaultItemForm): boolean {
  return (Object.keys(form) as (keyof VaultItemForm)[]).every(
    (field) => form[field] === undefined || form[field] === stored[field],
  );
}

/** The form's fields that were sent: a field left out changes nothing. */
function definedFields(form: VaultItemForm): Partial<VaultItemForm> {
  return Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined));
}

/**
 * Edit: a new location code is recorded as 'Moved', anything else as 'Updated'. An item handed
 * to another client is recorded in both clients' logs; the client who holds it is notified, and
 * the one who no longer does is told so. An edit that changes nothing writes nothing: a PUT is
 * idempotent, and a proxy may send it again after the first reached an instance that died before
 * answering (decision 039). A new shelf or owner is a custody ledger entry (decision 074).
 */
export async function updateVaultItem({
  db,
  config,
  itemId,
  form,
  ...change
}: NotifiedWrite & { itemId: string; form: VaultItemForm }): Promise<AdminVaultItem> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(vaultItems)
      .where(eq(vaultItems.id, itemId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', VAULT_ITEM_NOT_FOUND);
    if (changesNothing(before, form)) return getVaultItem({ db: tx, itemId });
    await refuseWhileReleasing(tx, before);
    await requireExistingClient(tx, form.client_id);
    await tx.update(vaultItems).set(form).where(eq(vaultItems.id, itemId));
    const action = before.location_code !== form.location_code ? 'moved' : 'updated';
    const owners = new Set([before.client_id, form.client_id]);
    for (const client_id of owners) {
      await recordVaultItemChange(
        tx,
        { id: itemId, name: form.name, client_id },
        { ...change, action, details: { location_code: form.location_code } },
      );
    }
    await notifyVaultItemClient(tx, config, form, action);
    if (before.client_id !== form.client_id) {
      await notifyVaultItemClient(tx, config, { ...form, client_id: before.client_id }, 'removed');
    }
    const after = { ...before, ...definedFields(form) };
    if (after.client_id !== before.client_id || after.location_code !== before.location_code) {
      const facts: VaultItemMovedFacts = {
        reason: after.client_id !== before.client_id ? 'owner_changed' : 'moved',
        from: { client_id: before.client_id, location_code: before.location_code },
        to: { client_id: after.client_id, location_code: after.location_code },
        staff_user_id: change.admin.id,
        time: new Date().toISOString(),
      };
      await appendToLedger(tx, { kind: 'vault_item_moved', vaultItemId: itemId, facts });
    }
    return getVaultItem({ db: tx, itemId });
  });
}

/**
 * Delete: the item goes, the client's log keeps 'Deleted by staff'. An item a release took out, or
 * one a release waits for, is kept with its history (decision 069).
 */
export async function deleteVaultItem({
  db,
  itemId,
  ...change
}: Write & { itemId: string }): Promise<DeletedVaultItem> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: vaultItems.id, released_at: vaultItems.released_at })
      .from(vaultItems)
      .where(eq(vaultItems.id, itemId))
      .for('update');
    if (!held) throw new AppError('NOT_FOUND', VAULT_ITEM_NOT_FOUND);
    await refuseWhileReleasing(tx, held);
    if (await namedInRelease(tx, itemId)) {
      throw new AppError('CONFLICT', REQUEST_MESSAGES.itemInReleaseHistory);
    }
    const [deleted] = await tx
      .delete(vaultItems)
      .where(eq(vaultItems.id, itemId))
      .returning({ id: vaultItems.id, name: vaultItems.name, client_id: vaultItems.client_id });
    if (!deleted) throw new AppError('NOT_FOUND', VAULT_ITEM_NOT_FOUND);
    await recordVaultItemChange(tx, deleted, { ...change, action: 'deleted' });
    return { id: deleted.id, name: deleted.name };
  });
}

/** Whether any release ever named the item: its history then refers to it, so it stays. */
async function namedInRelease(tx: DbOrTx, itemId: string): Promise<boolean> {
  const [named] = await tx
    .select({ id: releaseItems.item_id })
    .from(releaseItems)
    .where(eq(releaseItems.item_id, itemId))
    .limit(1);
  return named !== undefined;
}
