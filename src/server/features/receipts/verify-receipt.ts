import type { KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ReceiptVerdict } from '#shared/receipt';
import type { DbOrTx } from '../../db/client';
import { receipts } from '../../db/schema';
import { isGenuineReceipt } from './receipt-signature';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a receipt id names a receipt we issued, unchanged since: its stored facts must still
 * carry our signature. Unknown, malformed and altered receipts get the same answer, so a forger
 * learns nothing about which part failed.
 */
export async function verifyReceipt({
  db,
  signingKey,
  receiptId,
}: {
  db: DbOrTx;
  signingKey: KeyObject;
  receiptId: string;
}): Promise<ReceiptVerdict> {
  if (!UUID.test(receiptId)) return { status: 'not_valid' };
  const [row] = await db
    .select({
      id: receipts.id,
      issued_at: receipts.issued_at,
      facts: receipts.facts,
      signature: receipts.signature,
    })
    .from(receipts)
    .where(eq(receipts.id, receiptId.toLowerCase()));
  if (!row) return { status: 'not_valid' };
  const receipt = { id: row.id, issued_at: row.issued_at.toISOString(), facts: row.facts };
  if (!isGenuineReceipt(signingKey, receipt, row.signature)) return { status: 'not_valid' };
  return { status: 'genuine', receipt };
}
