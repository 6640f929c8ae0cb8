import { sessionUserSchema } from './session';
import { isoDateTime, z } from './zod';

/** GET /api/account/me: the signed-in account, with the admin-access request it may have filed. */
export const accountSchema = sessionUserSchema
  .extend({
    admin_requested_at: isoDateTime.nullable().meta({
      description: 'When the account asked to be an administrator, while that is pending.',
    }),
  })
  .meta({ id: 'Account' });

export type Account = z.infer<typeof accountSchema>;

/** POST /api/account/password: the new session's cookie comes with it in Set-Cookie. */
export const passwordChangedSchema = z
  .object({ status: z.literal('password-changed') })
  .meta({ id: 'PasswordChanged' });
