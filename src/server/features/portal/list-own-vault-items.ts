import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { MISSING_PROFILE_MESSAGES, type VaultItemSummary } from '#shared/portal';
import type { VaultCategory } from '#shared/vault-category';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { preparedStatement } from '../../db/prepared';
import { vaultItems } from '../../db/schema';
import { requireClientOf, type PortalUser } from './client-of-user';

export type ListOwnVaultItemsInput = {
  db: Db;
  user: PortalUser;
  search?: string;
  category?: VaultCategory;
};

const categoryParam = sql.placeholder('category');
const patternParam = sql.placeholder('pattern');

/**
 * One statement for the list with or without its filters: a null filter matches every item. A
 * client holds few items and the client's index finds them, so one plan suits every shape.
 */
const ownVaultItems = preparedStatement('own_vault_items', (db) =>
  db
    .select({
      id: vaultItems.id,
      name: vaultItems.name,
      description: vaultItems.description,
      category: vaultItems.category,
      security_level: vaultItems.security_level,
      date_stored: vaultItems.date_stored,
      last_accessed: vaultItems.last_accessed,
      released_at: vaultItems.released_at,
    })
    .from(vaultItems)
    .where(
      and(
        eq(vaultItems.client_id, sql.placeholder('clientId')),
        or(sql`${categoryParam}::text is null`, eq(vaultItems.category, categoryParam)),
        or(
          sql`${patternParam}::text is null`,
          ilike(vaultItems.name, patternParam),
          ilike(vaultItems.description, patternParam),
        ),
      ),
    )
    .orderBy(desc(vaultItems.created_at), desc(vaultItems.id)),
);

/** The client's own items, newest first, filtered by name or description and by category. */
export async function listOwnVaultItems({
  db,
  user,
  search,
  category,
}: ListOwnVaultItemsInput): Promise<VaultItemSummary[]> {
  const clientId = requireClientOf(user, MISSING_PROFILE_MESSAGES.items);
  const rows = await ownVaultItems(db).execute({
    clientId,
    category: category ?? null,
    pattern: search ? containsPattern(search) : null,
  });
  // Field by field: a spread row costs ~1.5 µs, these ~0.05 (decision 060).
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    security_level: row.security_level,
    date_stored: row.date_stored.toISOString(),
    last_accessed: row.last_accessed?.toISOString() ?? null,
    released_at: row.released_at?.toISOString() ?? null,
  }));
}
