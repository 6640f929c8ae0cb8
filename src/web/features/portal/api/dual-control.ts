import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { dualControlInputSchema } from '#shared/request-schema';
import { answerOf, api } from '../../../lib/api-client';

const dualControlQueryOptions = queryOptions({
  queryKey: ['portal', 'dual-control'],
  queryFn: () => answerOf(api.requests.rules.$get()),
  meta: { errorTitle: 'Error fetching the four-eyes rule' },
  // An account in no organisation is answered 404: asking again changes nothing.
  retry: false,
});

/** The organisation's four-eyes rule: whether a booking above the threshold needs a second person. */
export function useDualControl() {
  return useQuery(dualControlQueryOptions);
}

/** An Owner's change of the rule; the answer is the rule as it now stands. */
export function useSetDualControl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: z.input<typeof dualControlInputSchema>) =>
      answerOf(api.requests.rules.$put({ json: rule })),
    onSuccess: (saved) => queryClient.setQueryData(dualControlQueryOptions.queryKey, saved),
  });
}
