import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MAX_WEIGHT_KG, MIN_WEIGHT_KG, WEIGHT_STEP_KG } from '#shared/cost-estimate';
import {
  DECLARED_VALUE_MAX,
  PICKUP_HORIZON_DAYS,
  type BookingRequest,
} from '#shared/request-schema';
import { SECURITY_LEVEL_LABELS, SECURITY_LEVELS } from '#shared/security-level';
import type { BookingStart } from '../../../lib/booking-link';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { VocabularySelect } from '../../../ui/native-select';
import { Textarea } from '../../../ui/textarea';
import { useBookShipment } from '../api/book-shipment';
import {
  BOOKING_FORM_FIELDS,
  bookingFormSchema,
  bookingFormValuesOf,
  type BookingFormValues,
} from './booking-form-values';
import { BookingPricePreview } from './booking-price-preview';
import { sendRequest } from './send-request';

/** The declared value: more than zero, to the cent, with a decimal keypad on phones. */
const AMOUNT_INPUT = {
  type: 'number',
  inputMode: 'decimal',
  min: '0',
  max: DECLARED_VALUE_MAX,
  step: '0.01',
} as const;

/**
 * Book a Shipment: every field of the booking, checked by the server's rule before it is sent and
 * priced as it is typed. The idempotency key is made once for the form, so a second click or a
 * retry after a lost answer sends the same booking, which the server books once.
 */
export function BookingForm({ start }: { start: BookingStart }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const resolver = useMemo(() => zodResolver(bookingFormSchema(idempotencyKey)), [idempotencyKey]);
  const form = useForm<BookingFormValues, unknown, BookingRequest>({
    resolver,
    defaultValues: bookingFormValuesOf(start),
  });
  const [pickupCity, deliveryCity, weight, security] = useWatch({
    control: form.control,
    name: ['pickup_city', 'delivery_city', 'weight_kg', 'security_level'],
  });
  const book = useBookShipment();
  const navigate = useNavigate();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((booking) =>
    sendRequest(book.mutateAsync(booking), {
      askedTitle: 'Shipment Requested',
      errorTitle: 'Error booking the shipment',
      setError: form.setError,
      fields: BOOKING_FORM_FIELDS,
      navigate,
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Book a shipment"
      className="grid max-w-3xl gap-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Pickup Address" required error={errors.pickup_address?.message}>
          <Input autoComplete="off" {...form.register('pickup_address')} />
        </FormField>
        <FormField label="Pickup City" required error={errors.pickup_city?.message}>
          <Input autoComplete="off" {...form.register('pickup_city')} />
        </FormField>
        <FormField label="Delivery Address" required error={errors.delivery_address?.message}>
          <Input autoComplete="off" {...form.register('delivery_address')} />
        </FormField>
        <FormField label="Delivery City" required error={errors.delivery_city?.message}>
          <Input autoComplete="off" {...form.register('delivery_city')} />
        </FormField>
      </div>
      <FormField label="Contents" required error={errors.contents?.message}>
        <Textarea rows={3} {...form.register('contents')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Weight (kg)"
          required
          hint={`From ${MIN_WEIGHT_KG} to ${MAX_WEIGHT_KG} kg.`}
          error={errors.weight_kg?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            step={WEIGHT_STEP_KG}
            min={MIN_WEIGHT_KG}
            max={MAX_WEIGHT_KG}
            {...form.register('weight_kg')}
          />
        </FormField>
        <FormField label="Dimensions (cm)" error={errors.dimensions_cm?.message}>
          <Input autoComplete="off" placeholder="100x50x30" {...form.register('dimensions_cm')} />
        </FormField>
        <FormField label="Declared Value (USD)" required error={errors.declared_value?.message}>
          <Input {...AMOUNT_INPUT} {...form.register('declared_value')} />
        </FormField>
        <FormField label="Security Level" required error={errors.security_level?.message}>
          <VocabularySelect
            values={SECURITY_LEVELS}
            labels={SECURITY_LEVEL_LABELS}
            {...form.register('security_level')}
          />
        </FormField>
        <FormField
          label="Pickup From"
          required
          hint={`In your own time zone, within the next ${PICKUP_HORIZON_DAYS} days.`}
          error={errors.pickup_from?.message}
        >
          <Input type="datetime-local" {...form.register('pickup_from')} />
        </FormField>
        <FormField label="Pickup Until" required error={errors.pickup_until?.message}>
          <Input type="datetime-local" {...form.register('pickup_until')} />
        </FormField>
      </div>
      <BookingPricePreview
        pickupCity={pickupCity}
        deliveryCity={deliveryCity}
        weight={weight}
        security={security}
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Sending...' : 'Request Booking'}
      </Button>
    </form>
  );
}
