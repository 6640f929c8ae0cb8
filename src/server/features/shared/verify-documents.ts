import type { KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DocumentVerdict, GenuineDocument } from '#shared/document-verdict';
import type { ReceiptVerdict } from '#shared/receipt';
import type { DbOrTx } from '../../db/client';
import { quotes, receipts } from '../../db/schema';
import { DOCUMENT_ID, isGenuineDocument } from '../../signing/document-signature';

type Lookup = { db: DbOrTx; signingKey: KeyObject; documentId: string };

/**
 * Whether an id names a document we issued, unchanged since: its stored facts must still carry
 * our signature. Unknown, malformed and altered documents get the same answer, so a forger learns
 * nothing about which part failed.
 */
export async function verifyDocument(lookup: Lookup): Promise<DocumentVerdict> {
  if (!DOCUMENT_ID.test(lookup.documentId)) return { status: 'not_valid' };
  const document = (await genuineReceipt(lookup)) ?? (await genuineQuote(lookup));
  return document ? { status: 'genuine', document } : { status: 'not_valid' };
}

/** The receipts' own check, answered as it always was. */
export async function verifyReceipt(lookup: Lookup): Promise<ReceiptVerdict> {
  if (!DOCUMENT_ID.test(lookup.documentId)) return { status: 'not_valid' };
  const receipt = await genuineReceipt(lookup);
  if (!receipt) return { status: 'not_valid' };
  const { type: _type, ...rest } = receipt;
  return { status: 'genuine', receipt: rest };
}

/** The stored document as signed, when our signature over it still holds. */
function genuineOf<Facts>(
  signingKey: KeyObject,
  row: { id: string; issued_at: Date; facts: Facts; signature: string } | undefined,
) {
  if (!row) return null;
  const document = { id: row.id, issued_at: row.issued_at.toISOString(), facts: row.facts };
  return isGenuineDocument(signingKey, document, row.signature) ? document : null;
}

async function genuineReceipt({ db, signingKey, documentId }: Lookup) {
  const [row] = await db.select().from(receipts).where(eq(receipts.id, documentId.toLowerCase()));
  const receipt = genuineOf(signingKey, row);
  return receipt && ({ type: 'receipt', ...receipt } satisfies GenuineDocument);
}

async function genuineQuote({ db, signingKey, documentId }: Lookup) {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, documentId.toLowerCase()));
  const quote = genuineOf(signingKey, row);
  return quote && ({ type: 'quote', ...quote } satisfies GenuineDocument);
}
