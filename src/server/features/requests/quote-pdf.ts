import { eq } from 'drizzle-orm';
import type { ReceiptPaperSize } from '#shared/receipt';
import { REQUEST_MESSAGES } from '#shared/requests';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { clientRequests, quotes } from '../../db/schema';

/**
 * The PDF of a booking's signed quote, drawn again from what was signed: the same document each
 * time. A client reads only their organisation's; another's answers like one that does not exist.
 */
export async function quotePdf({
  db,
  requestId,
  clientId,
  appUrl,
  paper,
}: {
  db: DbOrTx;
  requestId: string;
  /** The caller's organisation, or undefined for staff. */
  clientId?: string;
  appUrl: string;
  paper: ReceiptPaperSize;
}) {
  const [row] = await db
    .select({ client_id: clientRequests.client_id, quote: quotes })
    .from(clientRequests)
    .leftJoin(quotes, eq(quotes.request_id, clientRequests.id))
    .where(eq(clientRequests.id, requestId));
  if (!row || (clientId !== undefined && row.client_id !== clientId)) {
    throw new AppError('NOT_FOUND', REQUEST_MESSAGES.notFound);
  }
  if (!row.quote) throw new AppError('NOT_FOUND', REQUEST_MESSAGES.noQuote);
  const { id, issued_at, facts, signature } = row.quote;
  // Loaded on first use, as the receipts' renderer is (decision 047).
  const { renderQuotePdf } = await import('./render-quote-pdf');
  const pdf = await renderQuotePdf({
    quote: { id, issued_at: issued_at.toISOString(), facts },
    signature,
    verifyUrl: `${appUrl}/verify/${id}`,
    paper,
  });
  return { pdf, number: facts.number, quoteId: id };
}
