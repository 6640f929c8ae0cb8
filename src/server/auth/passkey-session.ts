import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * Opens the session of a passkey sign-in through better-auth itself, so its cookie (name, signing,
 * attributes), its row and our session hooks (the 12-hour cap) are those of every other sign-in.
 * The passkey is verified by the caller (features/passkeys) before this is called.
 *
 * Server-only: better-auth mounts no URL for it, so it is reachable from our code alone.
 */
export function passkeySession() {
  return {
    id: 'otc-passkey-session',
    endpoints: {
      createPasskeySession: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string() }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user)
            throw APIError.from('UNAUTHORIZED', { message: 'No such user.', code: 'NO_USER' });
          const session = await ctx.context.internalAdapter.createSession(user.id, false);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
