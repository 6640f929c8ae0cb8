import type { HandoffKind } from './custody';
import type { ShipmentStatus } from './shipment-status';
import { isoDateTime, z } from './zod';

/**
 * The custody events the ledger records (decisions 073, 074): tracking updates, handoffs, vault
 * items coming into our custody or moving within it, and releases taking them out.
 */
export const LEDGER_KINDS = [
  'tracking_update',
  'handoff',
  'vault_item_moved',
  'item_released',
] as const;

export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What an entry of a shipment's tracking update states: its public facts. */
export type TrackingUpdateFacts = {
  tracking_number: string;
  status: ShipmentStatus;
  location: string;
  time: string;
};

/**
 * What a handoff's entry states: its tracking update's facts (at the device's time) and the
 * handoff's own, the position rounded to 5 decimals (about a metre).
 */
export type HandoffFacts = TrackingUpdateFacts & {
  handoff_id: string;
  kind: HandoffKind;
  seal_numbers: string[];
  seals_broken: boolean;
  signer_name: string;
  latitude: number;
  longitude: number;
  accuracy_m: number;
  device_time: string;
  /** When our server received it. */
  received_at: string;
};

/** A degree of latitude or longitude as the ledger states it: 5 decimals. */
export function ledgerCoordinate(degrees: number): number {
  return Math.round(degrees * 1e5) / 1e5;
}

/**
 * What an entry of a vault item's move states (decision 074): the item came into our custody
 * (`from` null), moved shelf, or passed to another organisation's account; who did it and when.
 * Never its value or description.
 */
export type VaultItemMovedFacts = {
  reason: 'stored' | 'moved' | 'owner_changed' | 'transferred_in';
  from: { client_id: string; location_code: string | null } | null;
  to: { client_id: string; location_code: string | null };
  /** The item it was transferred from (decision 071), for 'transferred_in'. */
  transferred_from_item_id?: string;
  request_number?: string;
  staff_user_id: string;
  time: string;
};

/** What an entry of a release states: the item left our custody by this request, this way. */
export type ItemReleasedFacts = {
  request_number: string;
  method: string;
  client_id: string;
  location_code: string | null;
  staff_user_id: string;
  time: string;
};

// ---------------------------------------------------------------------------------------------
// What the ledger's API answers (decision 074): hashes and signatures as hex or base64 text.

const hexHash = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .meta({ description: 'A SHA-256 hash as 64 lower-case hex digits.' });

export const ledgerCheckpointSchema = z
  .object({
    tree_size: z.number().int().min(1),
    root_hash: hexHash,
    signed_at: isoDateTime,
    key_id: z.string().meta({ description: 'Names the public key in GET /api/ledger/keys.' }),
    signature: z.string().meta({
      description:
        'Ed25519, base64, over the canonical JSON (keys sorted, no spaces) of { tree_size, root_hash, signed_at }.',
    }),
  })
  .meta({ id: 'LedgerCheckpoint' });

export type LedgerCheckpoint = z.infer<typeof ledgerCheckpointSchema>;

export const ledgerPublicKeySchema = z
  .object({
    key_id: z.string(),
    algorithm: z.literal('Ed25519'),
    public_key: z.string().meta({ description: 'The base64 of its SPKI DER.' }),
    current: z.boolean().meta({ description: 'Whether new checkpoints are signed with it.' }),
  })
  .meta({ id: 'LedgerPublicKey' });

export type LedgerPublicKey = z.infer<typeof ledgerPublicKeySchema>;

export const latestCheckpointSchema = z
  .object({ checkpoint: ledgerCheckpointSchema.nullable() })
  .meta({ id: 'LatestLedgerCheckpoint' });

export const ledgerKeysSchema = z
  .object({ keys: z.array(ledgerPublicKeySchema) })
  .meta({ id: 'LedgerKeys' });

export const consistencyProofSchema = z
  .object({
    from: z.number().int(),
    to: z.number().int(),
    proof: z.array(hexHash).meta({ description: 'RFC 9162 PROOF(from, D[0:to]).' }),
  })
  .meta({ id: 'LedgerConsistencyProof' });

export type ConsistencyProofAnswer = z.infer<typeof consistencyProofSchema>;

export const ledgerEntryProofSchema = z
  .object({
    seq: z.number().int().min(0),
    kind: z.enum(LEDGER_KINDS),
    payload_text: z.string().meta({
      description:
        "The entry exactly as hashed: its leaf hash is RFC 9162's over these UTF-8 bytes.",
    }),
    proof: z.array(hexHash).nullable().meta({
      description:
        'RFC 9162 PATH(seq, D[0:tree_size]) against the checkpoint, nearest the leaf first; null for an entry the checkpoint does not reach yet.',
    }),
  })
  .meta({ id: 'LedgerEntryProof' });

export type LedgerEntryProof = z.infer<typeof ledgerEntryProofSchema>;

/** A shipment's or vault item's entries, each with its proof against the latest checkpoint. */
export const ledgerProofsSchema = z
  .object({
    checkpoint: ledgerCheckpointSchema.nullable(),
    keys: z.array(ledgerPublicKeySchema),
    entries: z.array(ledgerEntryProofSchema),
  })
  .meta({ id: 'LedgerProofs' });

export type LedgerProofs = z.infer<typeof ledgerProofsSchema>;

export const LEDGER_MESSAGES = {
  shipmentNotFound: 'Shipment not found',
  itemNotFound: 'Vault item not found',
  emptyLedger: 'The ledger holds no entries yet: there is nothing to sign',
  sizeBeyond: (size: number) => `Must be at most ${size}, the number of entries the ledger holds`,
  fromAfterTo: 'Must not be larger than to',
} as const;
