import { publicShipmentFields, trackingUpdateAnswerSchema } from './tracking-answer';
import { isoDateTime, z } from './zod';

/** The paper a receipt is laid out for; A4 unless asked otherwise. */
export const RECEIPT_PAPER_SIZES = ['a4', 'letter'] as const;
export type ReceiptPaperSize = (typeof RECEIPT_PAPER_SIZES)[number];

/**
 * What a receipt states and its signature covers: the shipment's public facts when it was issued
 * (decision 026). Never the client, the value or the item description.
 */
export const receiptFactsSchema = z
  .object({
    ...publicShipmentFields,
    shipped_at: isoDateTime.nullable(),
    timeline: z.array(trackingUpdateAnswerSchema).meta({ description: 'Oldest first.' }),
  })
  .meta({ id: 'ReceiptFacts' });

export type ReceiptFacts = z.infer<typeof receiptFactsSchema>;

/** The answer of GET /api/receipts/{receiptId}: a verdict, never an error for a bad receipt. */
export const receiptVerdictSchema = z
  .discriminatedUnion('status', [
    z.object({
      status: z.literal('genuine'),
      receipt: z.object({ id: z.uuid(), issued_at: isoDateTime, facts: receiptFactsSchema }),
    }),
    z.object({ status: z.literal('not_valid') }),
  ])
  .meta({ id: 'ReceiptVerdict' });

export type ReceiptVerdict = z.infer<typeof receiptVerdictSchema>;
