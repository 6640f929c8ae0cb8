import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useParams } from 'react-router';
import type { AdminShipmentDetail } from '#shared/admin/shipments';
import {
  trackingUpdateSchema,
  type TrackingUpdate,
  type TrackingUpdateInput,
} from '#shared/shipment-schema';
import { DEFAULT_TRACKING_UPDATE_STATUS, SHIPMENT_STATUS_LABELS } from '#shared/shipment-status';
import { formatDateTime } from '../../../lib/format';
import { reportSaveFailure } from '../../../lib/report-save-failure';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { DetailQueryPage } from '../../../ui/detail-query-page';
import { ShipmentStatusField } from '../components/vocabulary-fields';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/use-toast';
import { useShipment } from '../api/get-shipment';
import { useAddTrackingUpdate, useUpdateShipment } from '../api/write-shipment';
import { clientLabel } from '../components/client-label';
import { CrewCard } from '../components/crew-card';
import { CustodyChainCard } from '../components/custody-chain-card';
import { LiveMapCard } from '../components/live-map-card';
import { ShipmentHeader } from '../components/shipment-header';
import { ShipmentHistory } from '../components/shipment-history';
import { ShipmentForm } from '../components/shipment-form';
import { UpdatePhotos } from '../components/update-photos';
import { useStaffMayChange } from '../lib/use-staff-may';

const TRACKING_FIELDS = ['status', 'location', 'description'] as const;

/** The list's page, search and filter the admin came from (see the list's Edit/View Details). */
function useListPath() {
  const state: unknown = useLocation().state;
  const listSearch =
    typeof state === 'object' && state !== null && 'listSearch' in state
      ? state.listSearch
      : undefined;
  return typeof listSearch === 'string' && listSearch.startsWith('?')
    ? `/admin/shipments${listSearch}`
    : '/admin/shipments';
}

export function ShipmentDetailPage() {
  const { shipmentId = '' } = useParams();
  const shipment = useShipment(shipmentId);
  const listPath = useListPath();
  const mayChange = useStaffMayChange('shipments');
  const mayAssignCrew = useStaffMayChange('dispatch');

  // A failed load has already been toasted ('Error fetching shipment data', by the query's meta);
  // the spec then returns the admin to the list.
  if (shipment.isError) return <Navigate to={listPath} replace />;
  return (
    <DetailQueryPage
      query={shipment}
      back={{ to: listPath, label: 'Back to All Shipments' }}
      loadingText="Loading shipment..."
      errorTitle="Error fetching shipment data"
    >
      {(data) =>
        data === null ? (
          <p role="alert" className="rounded-lg border border-border px-6 py-12 text-center">
            Shipment not found.
          </p>
        ) : (
          <>
            <ShipmentHeader shipment={data} clientName={clientLabel(data.client)} />
            <div className="grid items-start gap-6 lg:grid-cols-5">
              <Card className="lg:col-span-3">
                <CardHeader>
                  <CardTitle>{mayChange ? 'Edit Shipment Details' : 'Shipment Details'}</CardTitle>
                  <CardDescription>
                    {mayChange
                      ? 'Change the client, route, dates or contents.'
                      : 'The client, route, dates and contents. Your role reads shipments only.'}
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  {/* A disabled fieldset: every field shows its value and none can be changed. */}
                  <fieldset disabled={!mayChange} className="contents">
                    <EditShipment key={data.id} shipment={data} />
                  </fieldset>
                </CardContent>
              </Card>
              <div className="grid gap-6 lg:col-span-2">
                {mayChange && (
                  <Card>
                    <CardHeader>
                      <CardTitle>Add Tracking Update</CardTitle>
                      <CardDescription>
                        Also sets the shipment&apos;s status and location.
                      </CardDescription>
                    </CardHeader>
                    <CardContent>
                      <TrackingUpdateForm shipmentId={data.id} />
                    </CardContent>
                  </Card>
                )}
                <CrewCard shipment={data} mayChange={mayAssignCrew} />
                <LiveMapCard shipmentId={data.id} />
                <CustodyChainCard shipmentId={data.id} />
                <Card>
                  <CardHeader>
                    <CardTitle>Shipment History</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <ShipmentHistory updates={data.updates}>
                      {(update) => (
                        <UpdatePhotos
                          update={update}
                          readOnly={!mayChange}
                          name={`${SHIPMENT_STATUS_LABELS[update.status]} at ${update.location}, ${formatDateTime(update.timestamp)}`}
                        />
                      )}
                    </ShipmentHistory>
                  </CardContent>
                </Card>
              </div>
            </div>
          </>
        )
      }
    </DetailQueryPage>
  );
}

function EditShipment({ shipment }: { shipment: AdminShipmentDetail }) {
  const save = useUpdateShipment(shipment.id);
  return (
    <ShipmentForm
      shipment={shipment}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      failureTitle="Error updating shipment"
      onSave={async (values) => {
        const saved = await save.mutateAsync(values);
        toast({
          title: 'Shipment Updated!',
          description: `Shipment ${saved.tracking_number} has been saved.`,
        });
      }}
    />
  );
}

/** Add Tracking Update: the shipment takes the update's status and location. */
function TrackingUpdateForm({ shipmentId }: { shipmentId: string }) {
  const add = useAddTrackingUpdate(shipmentId);
  const form = useForm<TrackingUpdateInput, unknown, TrackingUpdate>({
    resolver: zodResolver(trackingUpdateSchema),
    defaultValues: { status: DEFAULT_TRACKING_UPDATE_STATUS, location: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) =>
    add.mutateAsync(values).then(
      (added) => {
        toast({
          title: 'Update Added!',
          description: `${SHIPMENT_STATUS_LABELS[added.status]} at ${added.location}.`,
        });
        form.reset();
      },
      (error: unknown) =>
        reportSaveFailure({
          title: 'Error adding update',
          error,
          setError: form.setError,
          fields: TRACKING_FIELDS,
        }),
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <ShipmentStatusField error={errors.status?.message} {...form.register('status')} />
      <FormField label="Location" required error={errors.location?.message}>
        <Input autoComplete="off" {...form.register('location')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="justify-self-end">
        {isSubmitting ? 'Adding...' : 'Add Update'}
      </Button>
    </form>
  );
}
