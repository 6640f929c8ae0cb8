import { ROLES } from '../roles';
import { isoDateTime, nullableText, z } from '../zod';

/**
 * An account that chose "Admin" at sign-up and waits for an administrator's decision. Its fields
 * are the account's own (camelCase, as better-auth names them), not a client record's.
 */
const accessRequestSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    first_name: nullableText,
    last_name: nullableText,
    requested_at: isoDateTime,
  })
  .meta({ id: 'AccessRequest' });

export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const accessRequestListSchema = z
  .object({ requests: z.array(accessRequestSchema).meta({ description: 'Oldest request first.' }) })
  .meta({ id: 'AccessRequestList' });

/** The account as a decision left it: an administrator when approved, a client when rejected. */
export const decidedAccountSchema = z
  .object({ id: z.uuid(), email: z.string(), role: z.enum(ROLES) })
  .meta({ id: 'DecidedAccount' });

export type DecidedAccount = z.infer<typeof decidedAccountSchema>;
