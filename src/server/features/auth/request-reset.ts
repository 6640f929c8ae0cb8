import { loggableError } from '../../logger';
import type { AppDependencies } from '../../core/context';

/** better-auth's own answer to a reset request, the same for every address. */
export const PASSWORD_RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
} as const;

/**
 * Starts a password reset and answers at once. The account lookup, the token and the queued mail
 * happen after the answer, so the time it takes says nothing about whether the address has an
 * account (a registered address took 10 ms, an unknown one 6 ms, when they were awaited).
 */
export function requestReset(input: {
  deps: Pick<AppDependencies, 'auth' | 'log'>;
  email: string;
  redirectTo?: string;
}): typeof PASSWORD_RESET_REQUESTED {
  const { deps, email, redirectTo } = input;
  deps.auth.api
    .requestPasswordReset({ body: { email, redirectTo } })
    .catch((error: unknown) =>
      deps.log.error({ err: loggableError(error) }, 'password reset request failed'),
    );
  return PASSWORD_RESET_REQUESTED;
}
