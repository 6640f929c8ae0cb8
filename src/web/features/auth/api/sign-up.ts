import { useMutation } from '@tanstack/react-query';
import type { AccountType } from '#shared/auth';
import { answerOf, api } from '../../../lib/api-client';
import { safeRedirectPath } from '../../../lib/safe-redirect';

type SignUpInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  accountType: AccountType;
};

/**
 * Where the link in the confirmation e-mail lands: the sign-in page, which then goes on to the
 * page the visitor was on its way to (a booking form with the calculator's values, say), if any.
 */
export function confirmedCallback(returnTo: string | null): string {
  const path = safeRedirectPath(returnTo, '');
  return path ? `/login?confirmed=1&redirect=${encodeURIComponent(path)}` : '/login?confirmed=1';
}

function signUp({ firstName, lastName, ...input }: SignUpInput, returnTo: string | null) {
  return answerOf(
    api.auth['sign-up'].email.$post({
      json: {
        ...input,
        firstName,
        lastName,
        name: `${firstName} ${lastName}`,
        callbackURL: confirmedCallback(returnTo),
      },
    }),
  );
}

export function useSignUp(returnTo: string | null) {
  return useMutation({ mutationFn: (input: SignUpInput) => signUp(input, returnTo) });
}
