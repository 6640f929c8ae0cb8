import { PASSWORD_INCORRECT, PASSWORD_MAX_LENGTH, PASSWORD_REQUIRED } from './auth';
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

/** POST /api/account/reauthenticate: the password, entered again to prove it is still its owner. */
export const reauthenticateBodySchema = z.object({
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_INCORRECT),
});

export const reauthenticatedSchema = z
  .object({ status: z.literal('reauthenticated') })
  .meta({ id: 'Reauthenticated' });
