import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_REQUEST_STATES, REQUEST_MESSAGES } from '#shared/requests';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { clientRequests, releaseItems } from '../../db/schema';

/**
 * A staff change to an item the caller has locked (FOR UPDATE): refused (409) once the item is
 * released, or while a release of it waits, since a release locks the same row when it is asked
 * and a move and a release of one item must not both happen (decision 069).
 */
export async function refuseWhileReleasing(
  tx: DbOrTx,
  item: { id: string; released_at: Date | null },
): Promise<void> {
  if (item.released_at) throw new AppError('CONFLICT', REQUEST_MESSAGES.itemLockedReleased);
  if (await anyInOpenRelease(tx, [item.id])) {
    throw new AppError('CONFLICT', REQUEST_MESSAGES.itemLockedPending);
  }
}

/** Whether an open release (one still awaiting approval) names any of these items. */
export async function anyInOpenRelease(tx: DbOrTx, itemIds: string[]): Promise<boolean> {
  const [pending] = await tx
    .select({ id: clientRequests.id })
    .from(releaseItems)
    .innerJoin(clientRequests, eq(clientRequests.id, releaseItems.request_id))
    .where(
      and(
        inArray(releaseItems.item_id, itemIds),
        inArray(clientRequests.state, OPEN_REQUEST_STATES),
      ),
    )
    .limit(1);
  return pending !== undefined;
}
