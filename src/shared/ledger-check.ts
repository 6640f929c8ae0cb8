import type { LedgerCheckpoint, LedgerEntryProof, LedgerPublicKey } from './ledger';
import { leafHash, verifyInclusion, type Hash } from './merkle-tree';

/** What a checkpoint's signature covers: the canonical JSON (keys sorted) of these three. */
function checkpointSignedText(checkpoint: LedgerCheckpoint): string {
  return JSON.stringify({
    root_hash: checkpoint.root_hash,
    signed_at: checkpoint.signed_at,
    tree_size: checkpoint.tree_size,
  });
}

/** Ed25519 over bytes with a public key (base64 SPKI DER): WebCrypto in a browser, node:crypto on a server. */
export type SignatureCheck = (
  publicKeySpki: string,
  message: Uint8Array,
  signature: string,
) => Promise<boolean>;

export type EntryVerdict = { ok: true } | { ok: false; reason: string };

const bytesOfHex = (text: string) =>
  new Uint8Array((text.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)));

/**
 * Checks one ledger entry as anyone can, without trusting our server (decision 074): its leaf
 * hash from the payload text, its inclusion proof against the checkpoint's root, and the
 * checkpoint's Ed25519 signature by the key its key id names. Says what failed first.
 */
export async function checkLedgerEntry({
  entry,
  checkpoint,
  keys,
  sha256,
  verifySignature,
}: {
  entry: Pick<LedgerEntryProof, 'seq' | 'payload_text' | 'proof'>;
  checkpoint: LedgerCheckpoint;
  keys: readonly LedgerPublicKey[];
  sha256: Hash;
  verifySignature: SignatureCheck;
}): Promise<EntryVerdict> {
  const key = keys.find((candidate) => candidate.key_id === checkpoint.key_id);
  if (!key)
    return { ok: false, reason: `The checkpoint names an unknown key (${checkpoint.key_id}).` };
  const message = new TextEncoder().encode(checkpointSignedText(checkpoint));
  // A key or signature that cannot even be read is a failed check, not an error.
  const genuine = await verifySignature(key.public_key, message, checkpoint.signature).catch(
    () => false,
  );
  if (!genuine) return { ok: false, reason: "The checkpoint's signature does not verify." };
  let payload: unknown;
  try {
    payload = JSON.parse(entry.payload_text);
  } catch {
    return { ok: false, reason: 'The entry is not JSON.' };
  }
  if ((payload as { seq?: unknown } | null)?.seq !== entry.seq) {
    return { ok: false, reason: 'The entry states another position in the ledger.' };
  }
  if (!entry.proof) return { ok: false, reason: 'The entry is not in a checkpoint yet.' };
  const leaf = leafHash(sha256, new TextEncoder().encode(entry.payload_text));
  const included = verifyInclusion(
    sha256,
    entry.seq,
    checkpoint.tree_size,
    leaf,
    entry.proof.map(bytesOfHex),
    bytesOfHex(checkpoint.root_hash),
  );
  if (!included) {
    return {
      ok: false,
      reason: "The entry's hash and proof do not lead to the checkpoint's root.",
    };
  }
  return { ok: true };
}
