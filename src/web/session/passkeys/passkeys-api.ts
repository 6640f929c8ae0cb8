import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../lib/api-client';
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

function usePasskeysMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }),
  });
}

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
  return usePasskeysMutation(addPasskey);
}

export function useRemovePasskey() {
  return usePasskeysMutation((passkeyId: string) =>
    withReauthentication(() => answerOf(passkeys[':passkeyId'].$delete({ param: { passkeyId } }))),
  );
}
