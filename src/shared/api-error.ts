import { z } from './zod';

/** The one JSON error shape every /api answer uses. */
export const apiErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'BAD_REQUEST' }),
      message: z.string().meta({ example: 'Please enter a valid email address.' }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: 'The first message of each field that failed, keyed by its name.' }),
      request_id: z
        .string()
        .optional()
        .meta({ description: 'The X-Request-Id of the answer, to quote to support.' }),
    }),
  })
  .meta({ id: 'Error' });

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
