import { eq } from 'drizzle-orm';
import {
  consistencyProof,
  consistencyProofNodes,
  inclusionProof,
  inclusionProofNodes,
} from '#shared/merkle-tree';
import type { DbOrTx } from '../db/client';
import { custodyLedger } from '../db/schema';
import { ledgerSize, readNodes } from './ledger-nodes';
import { sha256 } from './ledger-hash';

export type InclusionProof = {
  seq: number;
  tree_size: number;
  /** The entry exactly as hashed: its leaf hash is RFC 9162's over these UTF-8 bytes. */
  payload_text: string;
  /** RFC 9162 PATH(seq, D[0:tree_size]), nearest the leaf first. */
  proof: Uint8Array[];
};

/** Refuses a size the ledger has not reached: its nodes would be missing or not yet final. */
async function requireReached(db: DbOrTx, treeSize: number): Promise<void> {
  const size = await ledgerSize(db);
  if (treeSize > size) {
    throw new RangeError(`the ledger holds ${size} entries, not ${treeSize}`);
  }
}

/**
 * The proof that entry `seq` is in the ledger's first `treeSize` entries (a checkpoint's size),
 * with the entry's payload; the proof's nodes are read in one query.
 */
export async function proofFor(db: DbOrTx, seq: number, treeSize: number): Promise<InclusionProof> {
  const ids = inclusionProofNodes(seq, treeSize); // throws unless 0 <= seq < treeSize
  await requireReached(db, treeSize);
  const [entry] = await db
    .select({ payload_text: custodyLedger.payload_text })
    .from(custodyLedger)
    .where(eq(custodyLedger.seq, seq));
  if (!entry) throw new RangeError(`ledger entry ${seq} is missing`);
  const proof = inclusionProof(sha256, seq, treeSize, await readNodes(db, ids));
  return { seq, tree_size: treeSize, payload_text: entry.payload_text, proof };
}

/**
 * RFC 9162 PROOF(oldSize, D[0:newSize]): that the first `newSize` entries extend the first
 * `oldSize` unchanged. Its nodes are read in one query.
 */
export async function consistencyProofBetween(
  db: DbOrTx,
  oldSize: number,
  newSize: number,
): Promise<Uint8Array[]> {
  const ids = consistencyProofNodes(oldSize, newSize); // throws unless 0 < oldSize <= newSize
  await requireReached(db, newSize);
  return consistencyProof(sha256, oldSize, newSize, await readNodes(db, ids));
}
