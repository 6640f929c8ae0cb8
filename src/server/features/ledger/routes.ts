import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  consistencyProofSchema,
  latestCheckpointSchema,
  LEDGER_MESSAGES,
  ledgerCheckpointSchema,
  ledgerKeysSchema,
  ledgerProofsSchema,
} from '#shared/ledger';
import { STAFF_ACCESS } from '#shared/staff-access';
import { errorResponses } from '../../http/error-responses';
import { limitPerIp } from '../../http/limit-per-ip';
import {
  adminRoute,
  jsonContent,
  publicRoute,
  staffWiderRoute,
  uuidParams,
} from '../../http/openapi';
import { trackingNumberParams } from '../shared/tracking-number-params';

const TAGS = ['Custody ledger'];

const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

/** A tree size in a query: a whole number from 1, named in the 400 of anything else. */
const treeSize = (name: string) =>
  z.coerce
    .number({ error: 'Must be a whole number from 1' })
    .int('Must be a whole number from 1')
    .min(1, 'Must be a whole number from 1')
    .max(Number.MAX_SAFE_INTEGER, 'Must be a whole number from 1')
    .meta({ param: { name, in: 'query' }, example: 1 });

const publicLimit = limitPerIp('ledger', { windowSeconds: 60, max: 60 });

export const getLatestCheckpoint = publicRoute({
  operationId: 'getLatestLedgerCheckpoint',
  method: 'get',
  path: '/checkpoint',
  tags: TAGS,
  summary: "The custody ledger's latest signed checkpoint",
  description:
    'Its size, root hash, time, key id and Ed25519 signature (decision 074); null before the first. Reveals nothing but a size and a root. 60 reads a minute per address across the public ledger routes.',
  middleware: [noStore, publicLimit] as const,
  responses: {
    200: jsonContent(latestCheckpointSchema, 'The latest checkpoint.'),
    ...errorResponses(429),
  },
});

export const listLedgerKeys = publicRoute({
  operationId: 'listLedgerKeys',
  method: 'get',
  path: '/keys',
  tags: TAGS,
  summary: 'The public keys that sign checkpoints',
  description:
    'The current key and those kept from before a rotation (RECEIPT_PREVIOUS_PUBLIC_KEYS), by key id.',
  middleware: [publicLimit] as const,
  responses: {
    200: jsonContent(ledgerKeysSchema, 'The keys.'),
    ...errorResponses(429),
  },
});

export const getConsistencyProof = publicRoute({
  operationId: 'getLedgerConsistencyProof',
  method: 'get',
  path: '/consistency',
  tags: TAGS,
  summary: 'Proof that a later checkpoint extends an earlier one',
  description:
    'RFC 9162 PROOF(from, D[0:to]), hashes only: that the first `to` entries keep the first `from` unchanged. A size beyond the ledger, or `from` above `to`, is a 400 naming the field.',
  middleware: [noStore, publicLimit] as const,
  request: { query: z.object({ from: treeSize('from'), to: treeSize('to') }) },
  responses: {
    200: jsonContent(consistencyProofSchema, 'The proof.'),
    ...errorResponses(400, 429),
  },
});

export const getShipmentLedgerProofs = staffWiderRoute({
  operationId: 'getShipmentLedgerProofs',
  method: 'get',
  path: '/shipments/{number}',
  tags: TAGS,
  summary: "A shipment's custody ledger entries with their proofs",
  description:
    "Each entry exactly as hashed with its inclusion proof against the latest checkpoint (null for an entry appended since), the checkpoint and the public keys, for checking in the browser (decision 074). The shipment's organisation and staff only; anyone else gets the 404 of an unknown number.",
  middleware: [noStore] as const,
  request: { params: trackingNumberParams },
  responses: {
    200: jsonContent(ledgerProofsSchema, 'The entries, oldest first.'),
    ...errorResponses(400, 404),
  },
});

export const getVaultItemLedgerProofs = staffWiderRoute({
  operationId: 'getVaultItemLedgerProofs',
  method: 'get',
  path: '/vault-items/{itemId}',
  tags: TAGS,
  summary: "A vault item's custody ledger entries with their proofs",
  description:
    "As for a shipment: its storing, moves and release. The item's organisation and staff only; anyone else gets the 404 of an unknown item.",
  middleware: [noStore] as const,
  request: { params: uuidParams('itemId', LEDGER_MESSAGES.itemNotFound) },
  responses: {
    200: jsonContent(ledgerProofsSchema, 'The entries, oldest first.'),
    ...errorResponses(400, 404),
  },
});

export const signCheckpoint = adminRoute({
  roles: STAFF_ACCESS.ledger.write,
  operationId: 'signLedgerCheckpoint',
  method: 'post',
  path: '/checkpoints',
  tags: TAGS,
  summary: "Sign the custody ledger's head now",
  description:
    'Besides the hourly one (decision 074): 201 with the new checkpoint, audited; 200 with the existing one when its size is signed already; 409 for an empty ledger.',
  responses: {
    201: jsonContent(ledgerCheckpointSchema, 'Signed.'),
    200: jsonContent(ledgerCheckpointSchema, 'Signed already at this size.'),
    ...errorResponses(409),
  },
});

export type GetLatestCheckpointRoute = typeof getLatestCheckpoint;
export type ListLedgerKeysRoute = typeof listLedgerKeys;
export type GetConsistencyProofRoute = typeof getConsistencyProof;
export type GetShipmentLedgerProofsRoute = typeof getShipmentLedgerProofs;
export type GetVaultItemLedgerProofsRoute = typeof getVaultItemLedgerProofs;
export type SignCheckpointRoute = typeof signCheckpoint;
