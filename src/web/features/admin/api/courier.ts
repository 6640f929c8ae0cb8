import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierAssignment } from '#shared/admin/shipments';
import { answerOf, api } from '../../../lib/api-client';
import { missingAsNull } from '../../../lib/missing-as-null';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { ADMIN_KEYS } from './admin-keys';

/** The active Couriers Assign Courier offers (decision 066). */
export function useCouriers() {
  return useQuery({
    queryKey: [...ADMIN_KEYS.shipments, 'couriers'],
    queryFn: async () => (await answerOf(api.admin.shipments.couriers.$get())).couriers,
  });
}

export function useAssignCourier(shipmentId: string) {
  return useRefreshingMutation({ refresh: [ADMIN_KEYS.shipments] }, (json: CourierAssignment) =>
    answerOf(api.admin.shipments[':shipmentId'].courier.$put({ param: { shipmentId }, json })),
  );
}

/** A Courier's own shipments, without values. */
export function useAssignedShipments() {
  return useQuery({
    queryKey: ADMIN_KEYS.assignedShipments,
    queryFn: async () => (await answerOf(api.courier.shipments.$get())).shipments,
  });
}

/** One of them; one not assigned to the courier (404, or 400 for a malformed id) is null. */
const assignedShipmentQueryOptions = (shipmentId: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEYS.assignedShipments, shipmentId],
    queryFn: () =>
      missingAsNull(answerOf(api.courier.shipments[':shipmentId'].$get({ param: { shipmentId } }))),
    retry: false,
  });

export function useAssignedShipment(shipmentId: string) {
  return useQuery(assignedShipmentQueryOptions(shipmentId));
}
