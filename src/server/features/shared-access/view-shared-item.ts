import { and, desc, eq } from 'drizzle-orm';
import { DELEGATION_MESSAGES, type SharedItem } from '#shared/delegation';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { delegationItems, delegations, vaultItems } from '../../db/schema';
import { activeGrantsOf, toSharedItem } from './list-shared';

/**
 * One item shared with the account, read under a grant that still lasts; an item not shared, or
 * no longer, is a 404. The read is an access: it goes into the item's access log under the
 * delegate's name, in the read's transaction, for the organisation to see (decision 065).
 */
export async function viewSharedItem({
  db,
  user,
  itemId,
  origin,
}: {
  db: Db;
  user: { id: string; email: string };
  itemId: string;
  origin: RequestOrigin;
}): Promise<SharedItem> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ item: vaultItems, grantId: delegations.id, showValues: delegations.show_values })
      .from(delegationItems)
      .innerJoin(delegations, eq(delegations.id, delegationItems.delegation_id))
      .innerJoin(vaultItems, eq(vaultItems.id, delegationItems.vault_item_id))
      .where(and(eq(delegationItems.vault_item_id, itemId), activeGrantsOf(user.id)))
      .orderBy(desc(delegations.show_values))
      .limit(1);
    if (!found) throw new AppError('NOT_FOUND', DELEGATION_MESSAGES.notShared);
    const { item } = found;
    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action: 'viewed',
      entity: { type: 'vault_item', id: item.id, label: item.name },
      clientId: item.client_id,
      origin,
      details: { delegation_id: found.grantId },
    });
    return toSharedItem(item, found.showValues);
  });
}
