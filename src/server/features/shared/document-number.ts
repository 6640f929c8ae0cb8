import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documentSequences } from '../../db/schema';

/**
 * The next number of a numbered document, `<PREFIX>-<year>-<six digits>`, drawn in the caller's
 * transaction: the upsert locks the year's row until it commits, so concurrent draws queue, and a
 * draw rolled back with its document leaves no gap.
 */
export async function nextDocumentNumber(
  tx: DbOrTx,
  { name, prefix, at }: { name: string; prefix: string; at: Date },
): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await tx
    .insert(documentSequences)
    .values({ name, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.name, documentSequences.year],
      set: { last: sql`${documentSequences.last} + 1` },
    })
    .returning({ last: documentSequences.last });
  if (!row) throw new Error('document sequence upsert returned no row');
  return `${prefix}-${year}-${String(row.last).padStart(6, '0')}`;
}
