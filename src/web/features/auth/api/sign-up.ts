import { useMutation } from '@tanstack/react-query';
import type { AccountType } from '#shared/auth';
import { answerOf, api } from '../../../lib/api-client';

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
  return answerOf(
    api.auth['sign-up'].email.$post({
      json: {
        ...input,
        firstName,
        lastName,
        name: `${firstName} ${lastName}`,
        callbackURL: CONFIRMED_CALLBACK,
      },
    }),
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
