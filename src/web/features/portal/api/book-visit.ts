import { useQuery } from '@tanstack/react-query';
import type { VisitRequestInput } from '#shared/visits';
import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { PORTAL_REQUESTS_KEY } from './get-requests';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The hours of a chosen day and the viewing rooms still free at each, read afresh. */
export function useVisitSlots(day: string) {
  return useQuery({
    queryKey: [...PORTAL_REQUESTS_KEY, 'visit-slots', day],
    queryFn: () => answerOf(api.requests.visits.slots.$get({ query: { date: day } })),
    enabled: DAY.test(day),
    staleTime: 0,
    meta: { errorTitle: 'Error fetching the visiting hours' },
  });
}

/** Books a visit; the form's idempotency key makes a second send the same request. */
export function useBookVisit() {
  return useRefreshingMutation({ refresh: [PORTAL_REQUESTS_KEY] }, (visit: VisitRequestInput) =>
    answerOf(api.requests.visits.$post({ json: visit })),
  );
}
