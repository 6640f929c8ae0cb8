import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

export const CREW_KEYS = {
  all: ['crew'] as const,
  shipments: ['crew', 'shipments'] as const,
  targets: ['crew', 'handoff-targets'] as const,
};

/**
 * The crew's shipments (decision 072), each with its latest handoff and pickup seals. Without
 * network the service worker answers the last copy (decision 077: reads are offline-first).
 */
export function useCrewShipments() {
  return useQuery({
    queryKey: CREW_KEYS.shipments,
    queryFn: async () => (await answerOf(api.courier.shipments.$get())).shipments,
  });
}

/** The crews and vehicles a shipment may be transferred to. */
export function useHandoffTargets() {
  return useQuery({
    queryKey: CREW_KEYS.targets,
    queryFn: () => answerOf(api.courier['handoff-targets'].$get()),
    staleTime: 5 * 60_000,
  });
}
