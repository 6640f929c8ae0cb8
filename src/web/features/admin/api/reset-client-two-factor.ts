import { useMutation } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

/** Turns a client's second factor off for them; the server audits it and e-mails the client. */
export function useResetClientTwoFactor() {
  return useMutation({
    mutationFn: (clientId: string) =>
      answerOf(api.admin.clients[':clientId']['two-factor'].reset.$post({ param: { clientId } })),
  });
}
