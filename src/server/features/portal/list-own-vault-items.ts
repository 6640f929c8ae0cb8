import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { MISSING_PROFILE_MESSAGES, type VaultItemSummary } from '#shared/portal';
import type { VaultCategory } from '#shared/vault-category';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { vaultItems } from '../../db/schema';
import { requireClientOf } from './client-of-user';

export type ListOwnVaultItemsInput = {
  db: DbOrTx;
  userId: string;
  search?: string;
  category?: VaultCategory;
};

/** The client's own items, newest first, filtered by name or description and by category. */
export async function listOwnVaultItems({
  db,
  userId,
  search,
  category,
}: ListOwnVaultItemsInput): Promise<VaultItemSummary[]> {
  const client = await requireClientOf(db, userId, MISSING_PROFILE_MESSAGES.items);
  const pattern = search ? containsPattern(search) : null;
  const rows = await db
    .select({
      id: vaultItems.id,
      name: vaultItems.name,
      description: vaultItems.description,
      category: vaultItems.category,
      security_level: vaultItems.security_level,
      date_stored: vaultItems.date_stored,
      last_accessed: vaultItems.last_accessed,
    })
    .from(vaultItems)
    .where(
      and(
        eq(vaultItems.client_id, client.id),
        category ? eq(vaultItems.category, category) : undefined,
        pattern
          ? or(ilike(vaultItems.name, pattern), ilike(vaultItems.description, pattern))
          : undefined,
      ),
    )
    .orderBy(desc(vaultItems.created_at), desc(vaultItems.id));
  return rows.map((row) => ({
    ...row,
    date_stored: row.date_stored.toISOString(),
    last_accessed: row.last_accessed?.toISOString() ?? null,
  }));
}
