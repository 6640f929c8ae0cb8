import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '#shared/contact-schema';
import { answerOf, api } from '../../../lib/api-client';

function sendContactMessage(input: ContactMessageInput) {
  return answerOf(api.contact.$post({ json: input }));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
