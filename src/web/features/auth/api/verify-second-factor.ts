import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { finishSignIn } from './sign-in';

type SecondFactor = { kind: 'totp' | 'backup'; code: string; trustDevice: boolean };

function verify({ kind, code, trustDevice }: SecondFactor) {
  const json = { code, trustDevice };
  return kind === 'totp'
    ? answerOf(api.auth['two-factor']['verify-totp'].$post({ json }))
    : answerOf(api.auth['two-factor']['verify-backup-code'].$post({ json }));
}

/** Finishes a sign-in that asked for the second factor (the challenge cookie names it). */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verify, onSuccess: () => finishSignIn(queryClient) });
}
