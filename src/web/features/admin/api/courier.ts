import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrewAssignment } from '#shared/admin/dispatch';
import { answerOf, api } from '../../../lib/api-client';
import { missingAsNull } from '../../../lib/missing-as-null';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { ADMIN_KEYS } from './admin-keys';

/** The crews a shipment can be given to (decision 072). */
export function useCrews() {
  return useQuery({
    queryKey: [...ADMIN_KEYS.dispatch, 'crews'],
    queryFn: async () => (await answerOf(api.admin.crews.$get())).crews,
  });
}

/** Our vehicles, in service first. */
export function useVehicles() {
  return useQuery({
    queryKey: [...ADMIN_KEYS.dispatch, 'vehicles'],
    queryFn: async () => (await answerOf(api.admin.vehicles.$get())).vehicles,
  });
}

/** The active couriers a crew can be made of; only the roles that make crews may read them. */
export function useCourierOptions() {
  return useQuery({
    queryKey: [...ADMIN_KEYS.dispatch, 'couriers'],
    queryFn: async () => (await answerOf(api.admin.shipments.couriers.$get())).couriers,
    staleTime: 0,
  });
}

export function useAssignCrew(shipmentId: string) {
  return useRefreshingMutation(
    { refresh: [ADMIN_KEYS.shipments, ADMIN_KEYS.dispatch] },
    (json: CrewAssignment) =>
      answerOf(api.admin.shipments[':shipmentId'].crew.$put({ param: { shipmentId }, json })),
  );
}

/** A Courier's own shipments: their crew's, without values. */
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
