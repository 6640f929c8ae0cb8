import type { CrewForm, VehicleForm } from '#shared/admin/dispatch';
import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { ADMIN_KEYS } from './admin-keys';

/** A crew's name and couriers show on the shipments it carries, so those are read again too. */
const CREW_WRITE = { refresh: [ADMIN_KEYS.dispatch, ADMIN_KEYS.shipments] };
const VEHICLE_WRITE = { refresh: [ADMIN_KEYS.dispatch] };

const crew = api.admin.crews[':crewId'];

/** Makes a crew, or changes the name and couriers of the one with this id. */
export function useSaveCrew(crewId: string | null) {
  return useRefreshingMutation(CREW_WRITE, (form: CrewForm) =>
    crewId
      ? answerOf(crew.$put({ param: { crewId }, json: form }))
      : answerOf(api.admin.crews.$post({ json: form })),
  );
}

export function useDeleteCrew() {
  return useRefreshingMutation(CREW_WRITE, (crewId: string) =>
    answerOf(crew.$delete({ param: { crewId } })),
  );
}

export function useAddVehicle() {
  return useRefreshingMutation(VEHICLE_WRITE, (form: VehicleForm) =>
    answerOf(api.admin.vehicles.$post({ json: form })),
  );
}

/** Retires a vehicle (it is offered no more), or returns it to service. */
export function useChangeVehicle() {
  return useRefreshingMutation(
    VEHICLE_WRITE,
    ({ vehicleId, inService }: { vehicleId: string; inService: boolean }) =>
      answerOf(
        api.admin.vehicles[':vehicleId'].$patch({
          param: { vehicleId },
          json: { in_service: inService },
        }),
      ),
  );
}
