import { CLIENT_ROLES } from './client-roles';
import { ROLES } from './roles';
import { isoDateTime, z } from './zod';

/** The signed-in user as the web sees them. */
export const sessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    image: z.string().nullable().meta({ description: 'The avatar URL, if one was uploaded.' }),
    email_verified: z.boolean(),
    two_factor_enabled: z.boolean(),
  })
  .meta({ id: 'SessionUser' });

export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/get-session: the session and its user, or null when signed out. */
export const sessionSchema = z
  .object({
    session: z.object({ expires_at: isoDateTime }),
    user: sessionUserSchema,
    organisation: z
      .object({ id: z.string(), role: z.enum(CLIENT_ROLES) })
      .nullable()
      .meta({
        description:
          'The client organisation the session works in and the role the user has there; null for an account in none (staff).',
      }),
  })
  .meta({ id: 'Session' });

export type Session = z.infer<typeof sessionSchema>;
