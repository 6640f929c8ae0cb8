import { sign, verify, type KeyObject } from 'node:crypto';
import type { LedgerPublicKey } from '#shared/ledger';
import { desc, eq } from 'drizzle-orm';
import { rootFromNodes, rootNodes } from '#shared/merkle-tree';
import type { DbOrTx } from '../db/client';
import { ledgerCheckpoints } from '../db/schema';
import { canonicalJson } from '../signing/document-signature';
import { hex, keyIdOf, sha256 } from './ledger-hash';
import { keysById } from './ledger-keys';
import { ledgerSize, readNodes } from './ledger-nodes';

export type Checkpoint = typeof ledgerCheckpoints.$inferSelect;

/** What a checkpoint's signature covers: the canonical JSON of its size, root (hex) and time. */
function signedBytes(checkpoint: Pick<Checkpoint, 'tree_size' | 'root_hash' | 'signed_at'>) {
  return Buffer.from(
    canonicalJson({
      tree_size: checkpoint.tree_size,
      root_hash: hex(checkpoint.root_hash),
      signed_at: checkpoint.signed_at.toISOString(),
    }),
    'utf8',
  );
}

/**
 * Whether a checkpoint was signed over exactly what it states by the key its key id names, one of
 * these (decision 074: the current key and those kept from before a rotation). A key id none of
 * them has fails.
 */
export function checkpointVerifier(
  keys: readonly LedgerPublicKey[],
): (checkpoint: Checkpoint) => boolean {
  const byId = keysById(keys);
  return (checkpoint) => {
    const publicKey = byId.get(checkpoint.key_id);
    if (!publicKey) return false;
    const signature = Buffer.from(checkpoint.signature, 'base64');
    // Buffer.from skips characters that are not base64: a changed character must not slip by.
    if (signature.toString('base64') !== checkpoint.signature) return false;
    return verify(null, signedBytes(checkpoint), publicKey, signature);
  };
}

/**
 * Signs the root of the ledger as it is now (decision 073): the root is folded from the stored
 * perfect subtrees of its size, read in one query. A size already signed keeps its checkpoint,
 * whoever wrote it; an empty ledger has none (null).
 */
export async function writeCheckpoint(
  db: DbOrTx,
  key: KeyObject,
  now: Date,
): Promise<Checkpoint | null> {
  const size = await ledgerSize(db);
  if (size === 0) return null;
  const signedAlready = await checkpointOfSize(db, size);
  if (signedAlready) return signedAlready;
  const root = rootFromNodes(sha256, size, await readNodes(db, rootNodes(size)));
  const unsigned = { tree_size: size, root_hash: root, signed_at: now };
  const [written] = await db
    .insert(ledgerCheckpoints)
    .values({
      ...unsigned,
      signature: sign(null, signedBytes(unsigned), key).toString('base64'),
      key_id: keyIdOf(key),
    })
    .onConflictDoNothing()
    .returning();
  // Another instance signed this size at the same moment: its checkpoint stands.
  return written ?? checkpointOfSize(db, size);
}

/** The checkpoint of the largest size, or null before the first. */
export async function latestCheckpoint(db: DbOrTx): Promise<Checkpoint | null> {
  const [latest] = await db
    .select()
    .from(ledgerCheckpoints)
    .orderBy(desc(ledgerCheckpoints.tree_size))
    .limit(1);
  return latest ?? null;
}

async function checkpointOfSize(db: DbOrTx, size: number): Promise<Checkpoint | null> {
  const [found] = await db
    .select()
    .from(ledgerCheckpoints)
    .where(eq(ledgerCheckpoints.tree_size, size));
  return found ?? null;
}
