import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

/** A shipment's chain of custody (decision 072): under the shipment's key, so its changes reload it. */
export function useHandoffs(shipmentId: string) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.shipments, 'handoffs', shipmentId],
    queryFn: async () =>
      (await answerOf(api.admin.shipments[':shipmentId'].handoffs.$get({ param: { shipmentId } })))
        .handoffs,
  });
}

/** Where a handoff's signature is read: an image the browser fetches with the session. */
export const signatureUrl = (handoffId: string) =>
  `/api/admin/handoffs/${encodeURIComponent(handoffId)}/signature`;
