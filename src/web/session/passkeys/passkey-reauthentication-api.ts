import { useMutation } from '@tanstack/react-query';
import { answerOf, api } from '../../lib/api-client';
import { answerWithPasskey } from './webauthn';

const reauthenticate = api.account.reauthenticate;

/** Proves who you are again with one of your passkeys: options, the browser's ceremony, answer. */
async function reauthenticateWithPasskey() {
  const options = await answerOf(reauthenticate['passkey-options'].$post());
  const response = await answerWithPasskey(options);
  return answerOf(reauthenticate.passkey.$post({ json: { response } }));
}

export function usePasskeyReauthentication() {
  return useMutation({ mutationFn: reauthenticateWithPasskey });
}
