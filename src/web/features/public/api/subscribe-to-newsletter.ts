import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignupInput } from '#shared/newsletter-schema';
import { answerOf, api } from '../../../lib/api-client';

function subscribeToNewsletter(input: NewsletterSignupInput) {
  return answerOf(api.newsletter.$post({ json: input }));
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
