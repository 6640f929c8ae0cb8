import { z } from '@hono/zod-openapi';
import { RECEIPT_PAPER_SIZES } from '#shared/receipt';

/** ?size= of a signed document's PDF: A4 unless asked otherwise. */
export const paperSizeQuery = z.object({
  size: z
    .enum(RECEIPT_PAPER_SIZES, { error: 'The paper size must be a4 or letter.' })
    .default('a4')
    .meta({ description: 'The paper the document is laid out for.' }),
});
