import { getTableName, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from './like-pattern';
import type { shipments, vaultItems } from './schema';

/**
 * The columns the admin searches test through a lower-cased copy that PostgreSQL keeps beside
 * each (a stored generated column `<name>_folded`, trigram-indexed; drizzle/0009). The copies are
 * left out of the Drizzle schema, as the trigram indexes are, so no row read whole carries them.
 */
type FoldedColumn =
  | typeof shipments.tracking_number
  | typeof shipments.origin
  | typeof shipments.destination
  | typeof vaultItems.name
  | typeof vaultItems.location_code;

/**
 * The column contains the text, ignoring case, exactly as `column ILIKE '%text%'` (which in a
 * UTF-8 database is lower(column) LIKE lower(pattern)), but tested on the lower-cased copy, so no
 * row's text is lowered again on every search (decision 036).
 */
export function foldedContains(column: FoldedColumn, text: string): SQL {
  const folded = sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(`${column.name}_folded`)}`;
  return sql`${folded} like lower(${containsPattern(text)})`;
}
