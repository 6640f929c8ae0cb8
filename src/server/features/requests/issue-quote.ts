import { randomUUID, type KeyObject } from 'node:crypto';
import { quoteFactsOf } from '#shared/quote';
import type { DbOrTx } from '../../db/client';
import { quotes } from '../../db/schema';
import { signDocument } from '../../signing/document-signature';

/**
 * The signed quote of a booking (decision 068), written in the booking's own transaction: a
 * booking never exists without the quote it was asked from.
 */
export async function issueQuote(
  tx: DbOrTx,
  {
    signingKey,
    request,
    booking,
    price,
    validUntil,
    issuedAt,
  }: {
    signingKey: KeyObject;
    request: { id: string; number: string };
    booking: Parameters<typeof quoteFactsOf>[1];
    price: number;
    validUntil: Date;
    issuedAt: Date;
  },
): Promise<void> {
  const quote = {
    id: randomUUID(),
    issued_at: issuedAt.toISOString(),
    facts: quoteFactsOf(request.number, booking, price, validUntil),
  };
  await tx.insert(quotes).values({
    id: quote.id,
    request_id: request.id,
    issued_at: issuedAt,
    facts: quote.facts,
    signature: signDocument(signingKey, quote),
  });
}
