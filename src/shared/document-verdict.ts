import { quoteFactsSchema } from './quote';
import { receiptFactsSchema } from './receipt';
import { isoDateTime, z } from './zod';

/**
 * The answer of GET /api/verify/{documentId}, for every document we sign (decision 068): a
 * verdict, never an error for a bad document.
 */
export const documentVerdictSchema = z
  .discriminatedUnion('status', [
    z.object({
      status: z.literal('genuine'),
      document: z.discriminatedUnion('type', [
        z.object({
          type: z.literal('receipt'),
          id: z.uuid(),
          issued_at: isoDateTime,
          facts: receiptFactsSchema,
        }),
        z.object({
          type: z.literal('quote'),
          id: z.uuid(),
          issued_at: isoDateTime,
          facts: quoteFactsSchema,
        }),
      ]),
    }),
    z.object({ status: z.literal('not_valid') }),
  ])
  .meta({ id: 'DocumentVerdict' });

export type DocumentVerdict = z.infer<typeof documentVerdictSchema>;
export type GenuineDocument = Extract<DocumentVerdict, { status: 'genuine' }>['document'];
