import { useState, type FormEvent } from 'react';
import type { AdminShipmentDetail } from '#shared/admin/shipments';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { NativeSelect } from '../../../ui/native-select';
import { toast } from '../../../ui/use-toast';
import { useAssignCrew, useCrews, useVehicles } from '../api/courier';

const NONE = '';

/**
 * Who carries the shipment (decisions 066, 072): a crew of couriers, who then see it without its
 * value, and the vehicle it travels in. Operations and Administrators choose; every other role
 * reads who it is.
 */
export function CrewCard({
  shipment,
  mayChange,
}: {
  shipment: AdminShipmentDetail;
  mayChange: boolean;
}) {
  const { crew, vehicle } = shipment;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Crew</CardTitle>
        <CardDescription>
          {crew
            ? `${crew.name}: ${crew.members.map((member) => `${member.name} (${member.email})`).join(', ')}`
            : 'No crew assigned.'}
          {vehicle ? ` Vehicle ${vehicle.registration}.` : ''}
        </CardDescription>
      </CardHeader>
      {mayChange && (
        <CardContent>
          <AssignCrewForm key={`${crew?.id ?? NONE}/${vehicle?.id ?? NONE}`} shipment={shipment} />
        </CardContent>
      )}
    </Card>
  );
}

/** What choosing a crew needs of a shipment: the shipment page's detail, or a board's card. */
type AssignableShipment = Pick<AdminShipmentDetail, 'id' | 'tracking_number'> & {
  crew: { id: string } | null;
  vehicle: { id: string; registration: string } | null;
};

/** The crew and vehicle of a shipment, chosen; on the shipment's page and the Dispatch board. */
export function AssignCrewForm({
  shipment,
  onAssigned,
}: {
  shipment: AssignableShipment;
  onAssigned?: () => void;
}) {
  const crews = useCrews();
  const vehicles = useVehicles();
  const assign = useAssignCrew(shipment.id);
  const assignedCrew = shipment.crew?.id ?? NONE;
  const assignedVehicle = shipment.vehicle?.id ?? NONE;
  const [crewId, setCrewId] = useState(assignedCrew);
  const [vehicleId, setVehicleId] = useState(assignedVehicle);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const unchanged = crewId === assignedCrew && vehicleId === assignedVehicle;
  const loading = crews.isPending || vehicles.isPending;
  const inService = vehicles.data?.filter((option) => option.in_service) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const crew = crews.data?.find((option) => option.id === crewId);
    assign.mutateAsync({ crew_id: crewId || null, vehicle_id: vehicleId || null }).then(
      () => {
        toast({
          title: crew ? 'Crew Assigned' : 'Crew Unassigned',
          description: crew
            ? `${crew.name} now carries ${shipment.tracking_number}.`
            : `No crew carries ${shipment.tracking_number}.`,
        });
        onAssigned?.();
      },
      (failure: unknown) => {
        const message = failure instanceof Error ? failure.message : 'Something went wrong';
        if (failure instanceof ApiError) setErrors(failure.fields);
        toast({ title: 'Error assigning crew', description: message, variant: 'destructive' });
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Crew"
        error={errors.crew_id}
        hint={crews.isError ? 'The crews could not be loaded.' : undefined}
      >
        <NativeSelect
          value={crewId}
          onChange={(event) => setCrewId(event.target.value)}
          disabled={crews.isPending}
        >
          <option value={NONE}>No crew</option>
          {crews.data?.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name} ({option.members.map((member) => member.name).join(', ')})
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label="Vehicle"
        error={errors.vehicle_id}
        hint={vehicles.isError ? 'The vehicles could not be loaded.' : undefined}
      >
        <NativeSelect
          value={vehicleId}
          onChange={(event) => setVehicleId(event.target.value)}
          disabled={vehicles.isPending}
        >
          <option value={NONE}>No vehicle</option>
          {/* The vehicle it has stays offered once retired, so the select shows it. */}
          {shipment.vehicle && !inService.some(({ id }) => id === shipment.vehicle?.id) && (
            <option value={shipment.vehicle.id}>{shipment.vehicle.registration}</option>
          )}
          {inService.map((option) => (
            <option key={option.id} value={option.id}>
              {option.registration}
              {option.description ? ` (${option.description})` : ''}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button
        type="submit"
        disabled={unchanged || assign.isPending || loading}
        className="justify-self-end sm:col-span-2"
      >
        {assign.isPending ? 'Assigning...' : 'Assign Crew'}
      </Button>
    </form>
  );
}
