import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../lib/api-client';
import { useRefreshingMutation } from '../../lib/use-refreshing-mutation';
import { withReauthentication } from '../reauthentication/with-reauthentication';
import { createPasskey } from './webauthn';

const passkeys = api.account.passkeys;

const passkeysQueryOptions = queryOptions({
  queryKey: ['account', 'passkeys'],
  queryFn: async () => (await answerOf(passkeys.$get())).passkeys,
});

export function usePasskeys() {
  return useQuery(passkeysQueryOptions);
}

const PASSKEYS_CHANGE = { refresh: [passkeysQueryOptions.queryKey], evenAfterFailure: true };

/**
 * Add a passkey: the server's options (after the password or a passkey again, when the sign-in is
 * older than 10 minutes), the browser's ceremony, then the answer with the name the owner chose.
 */
async function addPasskey(name: string) {
  const options = await withReauthentication(() =>
    answerOf(passkeys['registration-options'].$post()),
  );
  const response = await createPasskey(options);
  return withReauthentication(() => answerOf(passkeys.$post({ json: { name, response } })));
}

export function useAddPasskey() {
  return useRefreshingMutation(PASSKEYS_CHANGE, addPasskey);
}

export function useRemovePasskey() {
  return useRefreshingMutation(PASSKEYS_CHANGE, (passkeyId: string) =>
    withReauthentication(() => answerOf(passkeys[':passkeyId'].$delete({ param: { passkeyId } }))),
  );
}
