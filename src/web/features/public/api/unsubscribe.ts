import { useMutation } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

/** The unsubscribe page's button: the same one-click POST a mail client makes. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      answerOf(api.notifications.unsubscribe.$post({ query: { token } })),
  });
}
