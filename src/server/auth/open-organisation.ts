import type { DbOrTx } from '../db/client';
import { clientMembers, clients } from '../db/schema';

type ClientRecord = typeof clients.$inferInsert;

/**
 * A new client organisation (decision 063): its record, whose id is the account that opens it,
 * and that account as its owner. Nothing when the account already has its record.
 */
export async function openOrganisation(tx: DbOrTx, record: ClientRecord) {
  const [created] = await tx.insert(clients).values(record).onConflictDoNothing().returning();
  if (!created) return undefined;
  await tx
    .insert(clientMembers)
    .values({ client_id: created.id, user_id: created.id, role: 'owner' });
  return created;
}
