import {
  LEDGER_MESSAGES,
  type ConsistencyProofAnswer,
  type LedgerCheckpoint,
} from '#shared/ledger';
import { fieldError } from '../../core/errors';
import type { Db } from '../../db/client';
import { latestCheckpoint } from '../../ledger/checkpoints';
import { hex } from '../../ledger/ledger-hash';
import { ledgerSize } from '../../ledger/ledger-nodes';
import { consistencyProofBetween } from '../../ledger/proofs';
import { checkpointAnswer } from './ledger-answers';

/** The checkpoint of the largest size, or null before the first: sizes and a root, nothing more. */
export async function getLatestCheckpoint({
  db,
}: {
  db: Db;
}): Promise<{ checkpoint: LedgerCheckpoint | null }> {
  const latest = await latestCheckpoint(db);
  return { checkpoint: latest ? checkpointAnswer(latest) : null };
}

/**
 * RFC 9162's proof that the ledger's first `to` entries extend its first `from` (decision 074):
 * hashes only. A size the ledger has not reached is a 400 on the field that names it.
 */
export async function getConsistencyProof({
  db,
  from,
  to,
}: {
  db: Db;
  from: number;
  to: number;
}): Promise<ConsistencyProofAnswer> {
  if (from > to) throw fieldError('BAD_REQUEST', 'from', LEDGER_MESSAGES.fromAfterTo);
  const size = await ledgerSize(db);
  if (to > size) throw fieldError('BAD_REQUEST', 'to', LEDGER_MESSAGES.sizeBeyond(size));
  const proof = await consistencyProofBetween(db, from, to);
  return { from, to, proof: proof.map(hex) };
}
