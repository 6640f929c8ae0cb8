import type { LedgerCheckpoint } from '#shared/ledger';
import type { Checkpoint } from '../../ledger/checkpoints';
import { hex } from '../../ledger/ledger-hash';

/** A checkpoint as the API states it: the root as hex, the time as ISO text (decision 074). */
export function checkpointAnswer(checkpoint: Checkpoint): LedgerCheckpoint {
  return {
    tree_size: checkpoint.tree_size,
    root_hash: hex(checkpoint.root_hash),
    signed_at: checkpoint.signed_at.toISOString(),
    key_id: checkpoint.key_id,
    signature: checkpoint.signature,
  };
}
