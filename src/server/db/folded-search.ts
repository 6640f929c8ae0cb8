import { getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PLANNED_PER_VALUE } from './named-statements';
import type { clients, shipments, vaultItems } from './schema';

/**
 * The columns the admin searches test through a lower-cased copy that PostgreSQL keeps beside
 * each (a stored generated column `<name>_folded`, trigram-indexed; drizzle/0009, 0010). The
 * copies are left out of the Drizzle schema, as the trigram indexes are, so no row read whole
 * carries them.
 */
type FoldedColumn =
  | typeof shipments.tracking_number
  | typeof shipments.origin
  | typeof shipments.destination
  | typeof vaultItems.name
  | typeof vaultItems.location_code
  | typeof clients.email
  | typeof clients.company;

/**
 * A search's "contains" pattern (`containsPattern`), itself or as the placeholder a statement
 * prepared once per shape takes it through.
 */
export type SearchPattern = string | Placeholder;

/**
 * The condition, planned for its pattern on every execution (PLANNED_PER_VALUE): a search's
 * pattern matches a handful of rows or thousands, and one plan cannot serve both.
 */
export function plannedPerValue(condition: SQL): SQL {
  return sql`${condition} ${sql.raw(PLANNED_PER_VALUE)}`;
}

/** `<copy> like lower(pattern)`. */
function copyContains(table: string, copy: string, pattern: SearchPattern): SQL {
  const folded = sql`${sql.identifier(table)}.${sql.identifier(copy)}`;
  return plannedPerValue(sql`${folded} like lower(${pattern})`);
}

/**
 * The column contains the pattern's text, ignoring case, exactly as `column ILIKE '%text%'` (which in a
 * UTF-8 database is lower(column) LIKE lower(pattern)), but tested on the lower-cased copy, so no
 * row's text is lowered again on every search (decision 036).
 */
export function foldedContains(column: FoldedColumn, pattern: SearchPattern): SQL {
  return copyContains(getTableName(column.table), `${column.name}_folded`, pattern);
}

/**
 * The client's full name as the searches have always read it (first name, a space, last name, a
 * missing part as '') contains the text, ignoring case: tested on its lower-cased copy
 * `clients.full_name_folded` (drizzle/0010).
 */
export function clientFullNameContains(pattern: SearchPattern): SQL {
  return copyContains('clients', 'full_name_folded', pattern);
}
