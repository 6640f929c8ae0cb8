import { useState, type FormEvent } from 'react';
import type { AdminShipmentDetail } from '#shared/admin/shipments';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { NativeSelect } from '../../../ui/native-select';
import { toast } from '../../../ui/use-toast';
import { useAssignCourier, useCouriers } from '../api/courier';

const NO_COURIER = '';

/**
 * Who carries the shipment (decision 066). Operations and Administrators choose an active Courier,
 * who then sees it without its value; every other role reads who it is.
 */
export function CourierCard({
  shipment,
  mayChange,
}: {
  shipment: AdminShipmentDetail;
  mayChange: boolean;
}) {
  const current = shipment.courier;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Courier</CardTitle>
        <CardDescription>
          {current ? `${current.name} (${current.email})` : 'No courier assigned.'}
        </CardDescription>
      </CardHeader>
      {mayChange && (
        <CardContent>
          <AssignCourierForm key={current?.id ?? NO_COURIER} shipment={shipment} />
        </CardContent>
      )}
    </Card>
  );
}

function AssignCourierForm({ shipment }: { shipment: AdminShipmentDetail }) {
  const couriers = useCouriers();
  const assign = useAssignCourier(shipment.id);
  const assigned = shipment.courier?.id ?? NO_COURIER;
  const [chosen, setChosen] = useState(assigned);
  const [error, setError] = useState<string | undefined>();
  const unchanged = chosen === assigned;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const courierId = chosen === NO_COURIER ? null : chosen;
    assign.mutateAsync({ courier_id: courierId }).then(
      () =>
        toast({
          title: courierId ? 'Courier Assigned' : 'Courier Unassigned',
          description: courierId
            ? `${nameOf(chosen)} now carries ${shipment.tracking_number}.`
            : `No courier carries ${shipment.tracking_number}.`,
        }),
      (failure: unknown) => {
        const message = failure instanceof Error ? failure.message : 'Something went wrong';
        if (failure instanceof ApiError) setError(failure.fields.courier_id);
        toast({ title: 'Error assigning courier', description: message, variant: 'destructive' });
      },
    );
  };
  const nameOf = (id: string) => couriers.data?.find((courier) => courier.id === id)?.name ?? id;

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField
        label="Assign to"
        error={error}
        hint={couriers.isError ? 'The couriers could not be loaded.' : undefined}
      >
        <NativeSelect
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          disabled={couriers.isPending}
        >
          <option value={NO_COURIER}>No courier</option>
          {/* The courier it has stays offered even once deactivated, so the select shows them. */}
          {shipment.courier && !couriers.data?.some(({ id }) => id === shipment.courier?.id) && (
            <option value={shipment.courier.id}>{shipment.courier.name}</option>
          )}
          {couriers.data?.map((courier) => (
            <option key={courier.id} value={courier.id}>
              {courier.name} ({courier.email})
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button
        type="submit"
        disabled={unchanged || assign.isPending || couriers.isPending}
        className="justify-self-end"
      >
        {assign.isPending ? 'Assigning...' : 'Assign Courier'}
      </Button>
    </form>
  );
}
