import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { vehicleFormSchema, type Vehicle, type VehicleForm } from '#shared/admin/dispatch';
import type { z } from '#shared/zod';
import { NOT_AVAILABLE } from '../../../lib/format';
import { reportSaveFailure } from '../../../lib/report-save-failure';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { QueryState } from '../../../ui/query-state';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '../../../ui/table';
import { TableEmptyRow } from '../../../ui/table-states';
import { ToneBadge } from '../../../ui/tone-badge';
import { toast } from '../../../ui/use-toast';
import { useVehicles } from '../api/courier';
import { useAddVehicle, useChangeVehicle } from '../api/write-dispatch';
import { useStaffMayChange } from '../lib/use-staff-may';

const COLUMNS = ['Registration', 'Description', 'Status'];
const FIELDS = ['registration', 'description'] as const;

/**
 * Vehicles (decision 072): what our crews drive. The Administrator adds them and takes them out of
 * service or back; a retired one is offered for no new shipment, and those that named it keep it.
 */
export function VehiclesCard() {
  const vehicles = useVehicles();
  const mayChange = useStaffMayChange('settings');
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Vehicles</CardTitle>
        <CardDescription>
          {mayChange
            ? 'The vehicles a crew can be given. A retired vehicle is offered no more; the shipments that named it keep it.'
            : 'The vehicles a crew can be given. Your role reads them only.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <QueryState
          query={vehicles}
          loadingText="Loading vehicles..."
          errorTitle="Error fetching vehicles"
        >
          {(rows) => <VehiclesTable vehicles={rows} mayChange={mayChange} />}
        </QueryState>
        {mayChange && <AddVehicleForm />}
      </CardContent>
    </Card>
  );
}

function VehiclesTable({ vehicles, mayChange }: { vehicles: Vehicle[]; mayChange: boolean }) {
  const change = useChangeVehicle();

  const setInService = (vehicle: Vehicle) =>
    change.mutate(
      { vehicleId: vehicle.id, inService: !vehicle.in_service },
      {
        onSuccess: (changed) =>
          toast(
            changed.in_service
              ? {
                  title: 'Vehicle Returned to Service',
                  description: `${changed.registration} can be given to crews again.`,
                }
              : {
                  title: 'Vehicle Retired',
                  description: `${changed.registration} is offered no more.`,
                },
          ),
        onError: (error) =>
          toast({
            title: 'Error changing the vehicle',
            description: error.message || 'Something went wrong',
            variant: 'destructive',
          }),
      },
    );

  return (
    <Table label="Vehicles">
      <TableHeadings columns={COLUMNS} actions={mayChange} />
      <TableBody>
        {vehicles.length === 0 && (
          <TableEmptyRow columns={COLUMNS.length + (mayChange ? 1 : 0)}>
            No vehicles yet.
          </TableEmptyRow>
        )}
        {vehicles.map((vehicle) => (
          <TableRow key={vehicle.id}>
            <TableCell className="font-medium whitespace-nowrap">{vehicle.registration}</TableCell>
            <TableCell>{vehicle.description || NOT_AVAILABLE}</TableCell>
            <TableCell>
              <ToneBadge tone={vehicle.in_service ? 'green' : 'grey'}>
                {vehicle.in_service ? 'In service' : 'Retired'}
              </ToneBadge>
            </TableCell>
            {mayChange && (
              <TableCell pinned className="text-right">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${vehicle.in_service ? 'Retire' : 'Return to service'} ${vehicle.registration}`}
                  disabled={change.isPending && change.variables.vehicleId === vehicle.id}
                  onClick={() => setInService(vehicle)}
                >
                  {vehicle.in_service ? 'Retire' : 'Return to service'}
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

type VehicleValues = z.output<typeof vehicleFormSchema>;

function AddVehicleForm() {
  const add = useAddVehicle();
  const form = useForm<VehicleForm, unknown, VehicleValues>({
    resolver: zodResolver(vehicleFormSchema),
    defaultValues: { registration: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) =>
    add.mutateAsync(values).then(
      (added) => {
        form.reset();
        toast({ title: 'Vehicle Added', description: `${added.registration} is in service.` });
      },
      (error: unknown) =>
        reportSaveFailure({
          title: 'Error adding vehicle',
          error,
          setError: form.setError,
          fields: FIELDS,
        }),
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Add a vehicle" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <FormField label="Registration" required error={errors.registration?.message}>
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            className="uppercase"
            {...form.register('registration')}
          />
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          <Input autoComplete="off" {...form.register('description')} />
        </FormField>
      </div>
      <Button type="submit" className="justify-self-end" disabled={isSubmitting}>
        {isSubmitting ? 'Adding...' : 'Add Vehicle'}
      </Button>
    </form>
  );
}
