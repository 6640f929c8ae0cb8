import type { KeyObject } from 'node:crypto';
import { LEDGER_MESSAGES, type LedgerCheckpoint } from '#shared/ledger';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { writeCheckpoint } from '../../ledger/checkpoints';
import { checkpointAnswer } from './ledger-answers';

/**
 * Signs the ledger's head now, when asked (decision 074), and audits it. A size signed already
 * keeps its checkpoint and answers it, not new, with nothing audited; an empty ledger is a 409.
 */
export async function signCheckpoint({
  db,
  key,
  now = new Date(),
  ...change
}: StaffChange & { db: Db; key: KeyObject; now?: Date }): Promise<{
  checkpoint: LedgerCheckpoint;
  signed: boolean;
}> {
  return db.transaction(async (tx) => {
    const checkpoint = await writeCheckpoint(tx, key, now);
    if (!checkpoint) throw new AppError('CONFLICT', LEDGER_MESSAGES.emptyLedger);
    const signed = checkpoint.signed_at.getTime() === now.getTime();
    if (signed) {
      await recordStaffChange(tx, {
        ...change,
        action: 'ledger_checkpoint_signed',
        entity: { type: 'ledger', id: null, label: `${checkpoint.tree_size} entries` },
        details: { tree_size: checkpoint.tree_size, key_id: checkpoint.key_id },
      });
    }
    return { checkpoint: checkpointAnswer(checkpoint), signed };
  });
}
