import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_KINDS, type LedgerKind } from '#shared/ledger';
import { bytea, oneOf, timestamptz } from './columns';

/**
 * The custody ledger (decision 073): one row per custody event, appended and never changed. `seq`
 * is the leaf's index in the Merkle tree, from 0 with no gap. `payload_text` is exactly what was
 * hashed, and states every other column but the hashes, so no column can say something else
 * unseen. No foreign keys: an entry outlives the shipment or item it names.
 */
export const custodyLedger = pgTable(
  'custody_ledger',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    shipment_id: uuid('shipment_id'),
    vault_item_id: uuid('vault_item_id'),
    payload_text: text('payload_text').notNull(),
    /** RFC 9162 leaf hash of the payload's UTF-8 bytes. */
    leaf_hash: bytea('leaf_hash').notNull(),
    /** SHA-256 of the previous entry's chain hash (32 zero bytes before the first) and the leaf hash. */
    chain_hash: bytea('chain_hash').notNull(),
    recorded_at: timestamptz('recorded_at').notNull(),
  },
  (table) => [
    oneOf('custody_ledger_kind_check', table.kind, LEDGER_KINDS),
    // "This shipment's / this item's entries", in order; most entries name no vault item.
    index('custody_ledger_shipment_idx')
      .on(table.shipment_id, table.seq)
      .where(sql`${table.shipment_id} is not null`),
    index('custody_ledger_vault_item_idx')
      .on(table.vault_item_id, table.seq)
      .where(sql`${table.vault_item_id} is not null`),
  ],
);

/**
 * The ledger's perfect Merkle subtrees (src/shared/merkle-tree.ts): node (level, index) hashes
 * the 2^level entries from index * 2^level; level 0 holds the leaf hashes. Written with each entry.
 */
export const ledgerNodes = pgTable(
  'ledger_nodes',
  {
    level: integer('level').notNull(),
    index: bigint('index', { mode: 'number' }).notNull(),
    hash: bytea('hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.level, table.index] })],
);

/**
 * Signed tree heads: the root of the first `tree_size` entries, signed with Ed25519 over the
 * canonical JSON of { tree_size, root_hash (hex), signed_at }. `key_id` names the public key.
 */
export const ledgerCheckpoints = pgTable('ledger_checkpoints', {
  tree_size: bigint('tree_size', { mode: 'number' }).primaryKey(),
  root_hash: bytea('root_hash').notNull(),
  signature: text('signature').notNull(),
  key_id: text('key_id').notNull(),
  signed_at: timestamptz('signed_at').notNull(),
});
