import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '#shared/contact-schema';
import { apiFetch } from '../../../lib/api';

function sendContactMessage(input: ContactMessageInput) {
  return apiFetch<{ id: string }>('/api/contact', { method: 'POST', json: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
