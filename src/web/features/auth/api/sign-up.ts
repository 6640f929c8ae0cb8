import { useMutation } from '@tanstack/react-query';
import type { AccountType } from '#shared/auth';
import { apiFetch } from '../../../lib/api';

type SignUpInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  accountType: AccountType;
};

/** Where the link in the confirmation e-mail lands. */
export const CONFIRMED_CALLBACK = '/login?confirmed=1';

function signUp({ firstName, lastName, ...input }: SignUpInput) {
  return apiFetch<unknown>('/api/auth/sign-up/email', {
    method: 'POST',
    json: {
      ...input,
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      callbackURL: CONFIRMED_CALLBACK,
    },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
