import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { AdminShipment } from '#shared/admin/shipments';
import {
  shipmentFormSchema,
  type ShipmentForm as ShipmentFormValues,
  type ShipmentFormInput,
} from '#shared/shipment-schema';
import { reportSaveFailure } from '../../../lib/report-save-failure';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import { ClientPickerField } from './client-picker-field';
import { SecurityLevelField, ShipmentStatusField } from './vocabulary-fields';

type FormValues = {
  [Field in keyof ShipmentFormInput]-?: NonNullable<ShipmentFormInput[Field]>;
};

const FIELD_NAMES = Object.keys(shipmentFormSchema.shape) as (keyof ShipmentFormInput)[];

/** Value and weight: zero or more, to the cent or the ten grams, with a decimal keypad on phones. */
const AMOUNT_INPUT = { type: 'number', inputMode: 'decimal', min: '0', step: '0.01' } as const;

/** 'yyyy-mm-dd' for a date input: the calendar day the server stored (noon UTC, see form-fields). */
const toDateInput = (iso: string | null) => iso?.slice(0, 10) ?? '';

function formValuesOf(shipment: AdminShipment | undefined): FormValues {
  return {
    client_id: shipment?.client_id ?? '',
    origin: shipment?.origin ?? '',
    destination: shipment?.destination ?? '',
    status: shipment?.status ?? 'pending',
    security_level: shipment?.security_level ?? 'standard',
    current_location: shipment?.current_location ?? '',
    date_of_shipment: toDateInput(shipment?.date_of_shipment ?? null),
    estimated_delivery: toDateInput(shipment?.estimated_delivery ?? null),
    value: shipment?.value?.toString() ?? '',
    weight_kg: shipment?.weight_kg?.toString() ?? '',
    dimensions_cm: shipment?.dimensions_cm ?? '',
    item_description: shipment?.item_description ?? '',
  };
}

type ShipmentFormProps = {
  /** The shipment being edited; none for a new one (status Pending, security Standard). */
  shipment?: AdminShipment;
  submitLabel: string;
  pendingLabel: string;
  /** The toast title when the save fails, kept as written: 'Error creating shipment'... */
  failureTitle: string;
  /** Saves and announces success; a rejection is shown as `failureTitle` with its reason. */
  onSave: (values: ShipmentFormValues) => Promise<void>;
};

/** The admin shipment form, shared by Create New Shipment and Edit Shipment Details. */
export function ShipmentForm({
  shipment,
  submitLabel,
  pendingLabel,
  failureTitle,
  onSave,
}: ShipmentFormProps) {
  const form = useForm<ShipmentFormInput, unknown, ShipmentFormValues>({
    resolver: zodResolver(shipmentFormSchema),
    defaultValues: formValuesOf(shipment),
    // When editing, a tracking update moves the shipment's status and location on the server:
    // fields the admin has not touched follow the reloaded shipment, edits in progress stay.
    values: shipment ? formValuesOf(shipment) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      // What was saved is the new starting point, nothing dirty: later reloads update every field.
      if (shipment) form.reset(form.getValues(), { keepDirtyValues: false });
    } catch (error) {
      reportSaveFailure({
        title: failureTitle,
        error,
        setError: form.setError,
        fields: FIELD_NAMES,
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <ClientPickerField control={form.control} selected={shipment?.client ?? null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Origin" required error={errors.origin?.message}>
          <Input autoComplete="off" {...form.register('origin')} />
        </FormField>
        <FormField label="Destination" required error={errors.destination?.message}>
          <Input autoComplete="off" {...form.register('destination')} />
        </FormField>
        <ShipmentStatusField error={errors.status?.message} {...form.register('status')} />
        <SecurityLevelField
          error={errors.security_level?.message}
          {...form.register('security_level')}
        />
        <FormField label="Current Location" error={errors.current_location?.message}>
          <Input autoComplete="off" {...form.register('current_location')} />
        </FormField>
        <FormField label="Dimensions (cm)" error={errors.dimensions_cm?.message}>
          <Input autoComplete="off" placeholder="100x50x30" {...form.register('dimensions_cm')} />
        </FormField>
        <FormField label="Date of Shipment" error={errors.date_of_shipment?.message}>
          <Input type="date" {...form.register('date_of_shipment')} />
        </FormField>
        <FormField label="Estimated Delivery" error={errors.estimated_delivery?.message}>
          <Input type="date" {...form.register('estimated_delivery')} />
        </FormField>
        <FormField label="Value (USD)" error={errors.value?.message}>
          <Input {...AMOUNT_INPUT} {...form.register('value')} />
        </FormField>
        <FormField label="Weight (kg)" error={errors.weight_kg?.message}>
          <Input {...AMOUNT_INPUT} {...form.register('weight_kg')} />
        </FormField>
      </div>
      <FormField label="Item Description" error={errors.item_description?.message}>
        <Textarea rows={3} {...form.register('item_description')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="justify-self-end">
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
