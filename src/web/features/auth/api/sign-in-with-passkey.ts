import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { answerWithPasskey } from '../../../session/passkeys/webauthn';
import { finishSignIn } from './sign-in';

const passkey = api.auth.passkey;

/** The server's challenge, the browser's ceremony (the passkey picked), then the signed answer. */
async function signInWithPasskey() {
  const options = await answerOf(passkey['sign-in-options'].$post());
  const response = await answerWithPasskey(options);
  return answerOf(passkey['sign-in'].$post({ json: { response } }));
}

/** Signs in with a passkey alone: it is both factors, so no second factor is asked. */
export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signInWithPasskey, onSuccess: () => finishSignIn(queryClient) });
}
