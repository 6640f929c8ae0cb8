import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { answerOf, api } from '../../lib/api-client';

const changePassword = api.account.password.$post;

type PasswordChange = InferRequestType<typeof changePassword>['json'];

/** The server checks the current password and signs out the account's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChange) => answerOf(changePassword({ json: input })),
  });
}
