import { and, asc, between, eq, gte, or, sql } from 'drizzle-orm';
import {
  appendSiblingNodes,
  hashesCompletedByAppend,
  leafHash,
  nodeKey,
  nodeReaderFromMap,
  rootFromNodes,
} from '#shared/merkle-tree';
import type { LedgerPublicKey } from '#shared/ledger';
import type { Db, DbOrTx } from '../db/client';
import { custodyLedger, ledgerCheckpoints, ledgerNodes } from '../db/schema';
import { canonicalJson } from '../signing/document-signature';
import { checkpointVerifier, type Checkpoint } from './checkpoints';
import { CHAIN_START, chainHash, sameBytes, sha256 } from './ledger-hash';

export type LedgerVerdict =
  | { ok: true; size: number; checkpoints: number }
  | { ok: false; firstBroken: { seq: number; reason: string } };

type Entry = typeof custodyLedger.$inferSelect;

/** What an entry's payload states besides its facts; every one must agree with its row. */
const STATED = ['kind', 'seq', 'shipment_id', 'vault_item_id', 'recorded_at'] as const;

/**
 * Checks the whole ledger from its first entry (decision 073), reading it in seq order a batch at
 * a time with the Merkle nodes those entries complete: each payload against its leaf hash and its
 * row, the chain, every stored node against the one rebuilt from the entries (the walk keeps the
 * tree's compact range, the perfect subtrees of the size so far), and each checkpoint against the
 * root rebuilt at its size and the key its key id names (decision 074). Names the first entry where anything disagrees.
 *
 * It reads one snapshot (a read-only REPEATABLE READ transaction), so entries appended meanwhile
 * are not half seen: their nodes would otherwise look like nodes beyond the last entry. On the
 * embedded database that transaction holds the one connection until the walk ends.
 */
export async function verifyLedger(
  db: Db,
  keys: readonly LedgerPublicKey[],
  { batchSize = 5_000 }: { batchSize?: number } = {},
): Promise<LedgerVerdict> {
  return db.transaction((tx) => verifySnapshot(tx, keys, batchSize), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function verifySnapshot(
  db: DbOrTx,
  keys: readonly LedgerPublicKey[],
  batchSize: number,
): Promise<LedgerVerdict> {
  const checkpoints = await db
    .select()
    .from(ledgerCheckpoints)
    .orderBy(asc(ledgerCheckpoints.tree_size));
  const walk = new LedgerWalk(checkpoints, checkpointVerifier(keys));
  try {
    walk.checkCheckpoints();
    for (;;) {
      const start = walk.size;
      const entries = await db
        .select()
        .from(custodyLedger)
        .where(gte(custodyLedger.seq, start))
        .orderBy(asc(custodyLedger.seq))
        .limit(batchSize);
      if (entries.length === 0) break;
      const nodes = await nodesCompletedBetween(db, start, start + entries.length);
      for (const entry of entries) walk.add(entry, nodes);
    }
    walk.checkNothingBeyond(await nodeBeyond(db, walk.size));
  } catch (error) {
    if (error instanceof Broken) {
      return { ok: false, firstBroken: { seq: error.seq, reason: error.message } };
    }
    throw error;
  }
  return { ok: true, size: walk.size, checkpoints: checkpoints.length };
}

class Broken extends Error {
  constructor(
    readonly seq: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** The ledger as rebuilt so far from its entries alone. */
class LedgerWalk {
  size = 0;
  private chain: Uint8Array = CHAIN_START;
  /** The compact range: the perfect subtrees whose hashes fold into the root of `size` entries. */
  private readonly range = new Map<string, Uint8Array>();
  private readonly rangeReader = nodeReaderFromMap(this.range);
  private nextCheckpoint = 0;

  constructor(
    private readonly checkpoints: readonly Checkpoint[],
    private readonly isGenuine: (checkpoint: Checkpoint) => boolean,
  ) {}

  add(entry: Entry, stored: ReadonlyMap<string, Uint8Array>): void {
    const seq = this.size;
    if (entry.seq !== seq) throw new Broken(seq, 'the entry is missing');
    const leaf = leafHash(sha256, Buffer.from(entry.payload_text, 'utf8'));
    if (!sameBytes(leaf, entry.leaf_hash)) {
      throw new Broken(seq, 'its leaf hash does not match its payload');
    }
    const disagreement = payloadDisagreement(entry);
    if (disagreement) throw new Broken(seq, disagreement);
    const chain = chainHash(this.chain, leaf);
    if (!sameBytes(chain, entry.chain_hash)) {
      throw new Broken(seq, 'its chain hash does not follow from the entry before it');
    }
    const completed = hashesCompletedByAppend(sha256, seq, leaf, this.rangeReader);
    for (const node of completed) {
      const found = stored.get(nodeKey(node.level, node.index));
      const name = `Merkle node (${node.level}, ${node.index})`;
      if (!found) throw new Broken(seq, `${name} is missing`);
      if (!sameBytes(found, node.hash)) throw new Broken(seq, `${name} differs from its entries`);
    }
    for (const sibling of appendSiblingNodes(seq)) {
      this.range.delete(nodeKey(sibling.level, sibling.index));
    }
    const top = completed.at(-1)!;
    this.range.set(nodeKey(top.level, top.index), top.hash);
    this.chain = chain;
    this.size += 1;
    this.checkCheckpoints();
  }

  /** Checks the checkpoints of the size reached: the root rebuilt here, and the signature. */
  checkCheckpoints(): void {
    for (;;) {
      const checkpoint = this.checkpoints[this.nextCheckpoint];
      if (!checkpoint || checkpoint.tree_size > this.size) return;
      const name = `the checkpoint of ${checkpoint.tree_size} entries`;
      const seq = Math.max(checkpoint.tree_size - 1, 0);
      if (checkpoint.tree_size < 1) throw new Broken(seq, `${name} signs an empty ledger`);
      const root = rootFromNodes(sha256, this.size, this.rangeReader);
      if (!sameBytes(root, checkpoint.root_hash)) {
        throw new Broken(seq, `${name} has another root hash`);
      }
      if (!this.isGenuine(checkpoint)) throw new Broken(seq, `${name} has a bad signature`);
      this.nextCheckpoint += 1;
    }
  }

  /** After the last entry: no checkpoint signs more entries, and no node lies beyond them. */
  checkNothingBeyond(node: { level: number; index: number } | null): void {
    const checkpoint = this.checkpoints[this.nextCheckpoint];
    if (checkpoint) {
      throw new Broken(
        this.size,
        `the entry is missing: the checkpoint of ${checkpoint.tree_size} entries signs it`,
      );
    }
    if (node) {
      throw new Broken(
        this.size,
        `the entry is missing: Merkle node (${node.level}, ${node.index}) lies beyond the last entry`,
      );
    }
  }
}

/** Where an entry's row says something its payload does not, or its payload is not one. */
function payloadDisagreement(entry: Entry): string | null {
  let payload: unknown;
  try {
    payload = JSON.parse(entry.payload_text);
  } catch {
    return 'its payload is not JSON';
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return 'its payload is not an object';
  }
  if (canonicalJson(payload) !== entry.payload_text) return 'its payload is not canonical JSON';
  const row: Record<(typeof STATED)[number], unknown> = {
    kind: entry.kind,
    seq: entry.seq,
    shipment_id: entry.shipment_id ?? undefined,
    vault_item_id: entry.vault_item_id ?? undefined,
    recorded_at: entry.recorded_at.toISOString(),
  };
  const stated = payload as Record<string, unknown>;
  for (const name of STATED) {
    if (stated[name] !== row[name]) return `its ${name} differs from its payload's`;
  }
  return null;
}

/**
 * The stored nodes that appending entries [start, end) completed, in one query: at each level,
 * node (level, index) is completed by its last entry, (index + 1) * 2^level - 1.
 */
async function nodesCompletedBetween(
  db: DbOrTx,
  start: number,
  end: number,
): Promise<Map<string, Uint8Array>> {
  const levels = [];
  for (let level = 0, width = 1; width <= end; level += 1, width *= 2) {
    const first = Math.ceil((start + 1) / width) - 1;
    const last = Math.floor(end / width) - 1;
    if (first <= last) {
      levels.push(and(eq(ledgerNodes.level, level), between(ledgerNodes.index, first, last)));
    }
  }
  const rows = await db
    .select()
    .from(ledgerNodes)
    .where(or(...levels));
  return new Map(rows.map((row) => [nodeKey(row.level, row.index), row.hash]));
}

/** A stored node that no entry of a ledger of `size` entries completes, if there is one. */
async function nodeBeyond(db: DbOrTx, size: number) {
  const [node] = await db
    .select({ level: ledgerNodes.level, index: ledgerNodes.index })
    .from(ledgerNodes)
    .where(sql`${ledgerNodes.index} >= (${size}::bigint >> ${ledgerNodes.level})`)
    .orderBy(asc(ledgerNodes.level), asc(ledgerNodes.index))
    .limit(1);
  return node ?? null;
}
