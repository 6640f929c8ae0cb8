import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignupInput } from '#shared/newsletter-schema';
import { apiFetch } from '../../../lib/api';

function subscribeToNewsletter(input: NewsletterSignupInput) {
  return apiFetch<{ status: string }>('/api/newsletter', { method: 'POST', json: input });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
