import { HANDOFF_KIND_LABELS, type HandoffKind } from './custody';
import {
  ledgerCheckpointSchema,
  ledgerEntryProofSchema,
  ledgerPublicKeySchema,
  type LedgerCheckpoint,
  type LedgerEntryProof,
  type LedgerPublicKey,
} from './ledger';
import { checkLedgerEntry, type SignatureCheck } from './ledger-check';
import type { Hash } from './merkle-tree';
import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from './shipment-status';
import { isoDateTime, z } from './zod';

/**
 * A proof bundle (decision 080): a shipment's or vault item's custody entries with their
 * inclusion proofs, the signed checkpoint they lead to and the keys, saved from the portal and
 * checked on /verify by anyone holding it, without our server's word for any of it.
 */
const PROOF_BUNDLE_FORMAT = 'otc-custody-proof';
const PROOF_BUNDLE_VERSION = 1;

const proofBundleSchema = z.object({
  format: z.literal(PROOF_BUNDLE_FORMAT),
  version: z.literal(PROOF_BUNDLE_VERSION),
  subject: z.object({
    type: z.enum(['shipment', 'vault_item']),
    /** The tracking number or the item's id. */
    id: z.string().min(1).max(100),
  }),
  created_at: isoDateTime,
  checkpoint: ledgerCheckpointSchema,
  keys: z.array(ledgerPublicKeySchema),
  entries: z.array(ledgerEntryProofSchema).min(1),
});

export type ProofBundle = z.infer<typeof proofBundleSchema>;
export type ProofBundleSubject = ProofBundle['subject'];

export function proofBundleOf({
  subject,
  checkpoint,
  keys,
  entries,
  createdAt,
}: {
  subject: ProofBundleSubject;
  checkpoint: LedgerCheckpoint;
  keys: LedgerPublicKey[];
  entries: LedgerEntryProof[];
  createdAt: Date;
}): ProofBundle {
  return {
    format: PROOF_BUNDLE_FORMAT,
    version: PROOF_BUNDLE_VERSION,
    subject,
    created_at: createdAt.toISOString(),
    checkpoint,
    // Only the key that signed the checkpoint: the rest prove nothing about this bundle.
    keys: keys.filter((key) => key.key_id === checkpoint.key_id),
    entries,
  };
}

/** The file name a bundle is saved under. */
export function proofBundleFileName(subject: ProofBundleSubject): string {
  return `custody-proof-${subject.id.replace(/[^A-Za-z0-9-]/g, '')}.json`;
}

export const CUSTODY_CHECK_MESSAGES = {
  pending: 'Not in a checkpoint yet: the next checkpoint (within the hour) will cover it.',
  keyNotOurs: (keyId: string) =>
    `The checkpoint is signed with key ${keyId}, which is not one of Orion Transit & Custody's keys.`,
  notABundle: 'This file is not a custody proof bundle.',
  notJson: 'This file is not JSON.',
} as const;

const VAULT_MOVE_LABELS = {
  stored: 'Stored in the vault',
  moved: 'Moved within the vault',
  owner_changed: 'Passed to another account',
  transferred_in: 'Transferred in',
} as const;

/** What an entry's payload says happened, in words, and when; from the text that is hashed. */
function describe(payloadText: string): { event: string; time: string | null } {
  let payload: { kind?: unknown; facts?: Record<string, unknown> };
  try {
    payload = JSON.parse(payloadText) as typeof payload;
  } catch {
    return { event: 'Unreadable entry', time: null };
  }
  const facts = payload?.facts ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const time = typeof facts.time === 'string' ? facts.time : null;
  switch (payload?.kind) {
    case 'tracking_update': {
      const status = SHIPMENT_STATUS_LABELS[facts.status as ShipmentStatus] ?? text(facts.status);
      return { event: `${status}, ${text(facts.location)}`, time };
    }
    case 'handoff': {
      const kind = HANDOFF_KIND_LABELS[facts.kind as HandoffKind] ?? text(facts.kind);
      return { event: `${kind} handoff, signed by ${text(facts.signer_name)}`, time };
    }
    case 'vault_item_moved':
      return {
        event:
          VAULT_MOVE_LABELS[facts.reason as keyof typeof VAULT_MOVE_LABELS] ?? 'Vault item moved',
        time,
      };
    case 'item_released':
      return { event: `Released (${text(facts.method)})`, time };
    default:
      return { event: 'Unknown event', time };
  }
}

export type CustodyEventCheck = {
  seq: number;
  event: string;
  /** The event's time as its entry states it. */
  time: string | null;
} & (
  | { result: 'verified' }
  | { result: 'pending'; reason: string }
  | { result: 'failed'; reason: string }
);

export type CustodyRecordCheck = {
  checkpoint: LedgerCheckpoint;
  events: CustodyEventCheck[];
  verified: number;
  pending: number;
  failed: number;
};

/** A hash the environment computes asynchronously: WebCrypto's `crypto.subtle.digest`. */
export type AsyncHash = (data: Uint8Array) => Promise<Uint8Array>;

class HashNeeded {
  constructor(
    readonly key: string,
    readonly data: Uint8Array,
  ) {}
}

/**
 * Runs `check` with a synchronous hash backed by an asynchronous one. The tree's checks are
 * synchronous (one definition for the server and the browser, src/shared/merkle-tree.ts) and a
 * browser hashes only asynchronously: a hash not known yet stops the run, is computed, and the
 * run starts again, so a proof of n hashes runs n + 2 times, each of a few microseconds.
 */
async function withAsyncHash<T>(digest: AsyncHash, check: (hash: Hash) => Promise<T>): Promise<T> {
  const known = new Map<string, Uint8Array>();
  const hash: Hash = (data) => {
    const key = Array.from(data, (byte) => byte.toString(16).padStart(2, '0')).join('');
    const found = known.get(key);
    if (found) return found;
    throw new HashNeeded(key, data.slice());
  };
  for (;;) {
    try {
      return await check(hash);
    } catch (error) {
      if (!(error instanceof HashNeeded)) throw error;
      known.set(error.key, await digest(error.data));
    }
  }
}

/**
 * Checks every entry against the checkpoint as checkLedgerEntry does (decision 074). With
 * `trustedKeys` (ours, as GET /api/ledger/keys gives them) the checkpoint must be signed by one
 * of them, and the signature is checked with ours, never with a key the bundle brings. An entry
 * without a proof is pending, not failed: it came after the checkpoint.
 */
export async function checkCustodyRecord({
  checkpoint,
  keys,
  entries,
  trustedKeys,
  digest,
  verifySignature,
}: {
  checkpoint: LedgerCheckpoint;
  keys: readonly LedgerPublicKey[];
  entries: readonly LedgerEntryProof[];
  trustedKeys?: readonly LedgerPublicKey[];
  digest: AsyncHash;
  verifySignature: SignatureCheck;
}): Promise<CustodyRecordCheck> {
  const ours = trustedKeys?.find((key) => key.key_id === checkpoint.key_id);
  const brought = keys.find((key) => key.key_id === checkpoint.key_id);
  const foreign =
    trustedKeys !== undefined && (!ours || (brought && brought.public_key !== ours.public_key));
  // The checkpoint's signature is the same for every entry: checked once.
  const signatures = new Map<string, Promise<boolean>>();
  const verifyOnce: SignatureCheck = (publicKey, message, signature) => {
    const key = `${publicKey} ${signature}`;
    if (!signatures.has(key)) signatures.set(key, verifySignature(publicKey, message, signature));
    return signatures.get(key)!;
  };

  const events: CustodyEventCheck[] = [];
  for (const entry of entries) {
    const about = { seq: entry.seq, ...describe(entry.payload_text) };
    if (foreign) {
      events.push({
        ...about,
        result: 'failed',
        reason: CUSTODY_CHECK_MESSAGES.keyNotOurs(checkpoint.key_id),
      });
      continue;
    }
    if (entry.proof === null) {
      events.push({ ...about, result: 'pending', reason: CUSTODY_CHECK_MESSAGES.pending });
      continue;
    }
    const verdict = await withAsyncHash(digest, (sha256) =>
      checkLedgerEntry({
        entry,
        checkpoint,
        keys: trustedKeys ?? keys,
        sha256,
        verifySignature: verifyOnce,
      }),
    );
    events.push(
      verdict.ok
        ? { ...about, result: 'verified' }
        : { ...about, result: 'failed', reason: verdict.reason },
    );
  }
  const counted = (result: CustodyEventCheck['result']) =>
    events.filter((event) => event.result === result).length;
  return {
    checkpoint,
    events,
    verified: counted('verified'),
    pending: counted('pending'),
    failed: counted('failed'),
  };
}

/** A bundle's text read as a bundle, or what is wrong with it. */
export function readProofBundle(
  text: string,
): { ok: true; bundle: ProofBundle } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: CUSTODY_CHECK_MESSAGES.notJson };
  }
  const parsed = proofBundleSchema.safeParse(json);
  return parsed.success
    ? { ok: true, bundle: parsed.data }
    : { ok: false, reason: CUSTODY_CHECK_MESSAGES.notABundle };
}
