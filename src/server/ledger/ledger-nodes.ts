import { desc, sql } from 'drizzle-orm';
import { nodeKey, nodeReaderFromMap, type NodeId, type NodeReader } from '#shared/merkle-tree';
import type { DbOrTx } from '../db/client';
import { custodyLedger, ledgerNodes } from '../db/schema';

/** The stored Merkle nodes listed, read in one query, as a reader that throws for any missing. */
export async function readNodes(db: DbOrTx, ids: readonly NodeId[]): Promise<NodeReader> {
  const found = new Map<string, Uint8Array>();
  if (ids.length > 0) {
    const pairs = sql.join(
      ids.map(({ level, index }) => sql`(${level}::int, ${index}::bigint)`),
      sql`, `,
    );
    const rows = await db
      .select({ level: ledgerNodes.level, index: ledgerNodes.index, hash: ledgerNodes.hash })
      .from(ledgerNodes)
      .where(sql`(${ledgerNodes.level}, ${ledgerNodes.index}) in (${pairs})`);
    for (const row of rows) found.set(nodeKey(row.level, row.index), row.hash);
  }
  return nodeReaderFromMap(found);
}

/** How many entries the ledger holds: the last seq plus one. */
export async function ledgerSize(db: DbOrTx): Promise<number> {
  const [last] = await db
    .select({ seq: custodyLedger.seq })
    .from(custodyLedger)
    .orderBy(desc(custodyLedger.seq))
    .limit(1);
  return last ? last.seq + 1 : 0;
}
