import { SECURITY_LEVELS } from './security-level';
import { SHIPMENT_STATUSES } from './shipment-status';
import { isoDateTime, z } from './zod';

/** The paper a receipt is laid out for; A4 unless asked otherwise. */
export const RECEIPT_PAPER_SIZES = ['a4', 'letter'] as const;
export type ReceiptPaperSize = (typeof RECEIPT_PAPER_SIZES)[number];

const receiptTimelineEntrySchema = z
  .object({
    status: z.enum(SHIPMENT_STATUSES),
    location: z.string(),
    description: z.string().nullable(),
    timestamp: isoDateTime,
  })
  .meta({ id: 'ReceiptTimelineEntry' });

/**
 * What a receipt states and its signature covers: the shipment's public facts when it was issued
 * (DESIGN.md §5.9). Never the client, the value or the item description.
 */
const receiptFactsSchema = z
  .object({
    tracking_number: z.string().meta({ example: 'OTC1732550400000' }),
    status: z.enum(SHIPMENT_STATUSES),
    origin: z.string(),
    destination: z.string(),
    current_location: z.string().nullable(),
    shipped_at: isoDateTime.nullable(),
    estimated_delivery: isoDateTime.nullable(),
    delivered_at: isoDateTime.nullable(),
    security_level: z.enum(SECURITY_LEVELS),
    weight_kg: z.number().nullable(),
    dimensions_cm: z.string().nullable(),
    timeline: z.array(receiptTimelineEntrySchema).meta({ description: 'Oldest first.' }),
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
