import type { BookingRequestInput } from '#shared/request-schema';
import { bookingRequestSchema } from '#shared/request-schema';
import type { SecurityLevel } from '#shared/security-level';
import { z } from '#shared/zod';
import type { BookingStart } from '../../../lib/booking-link';
import { isoMomentOf } from '../../../lib/iso-moment';

type TypedField = Exclude<keyof BookingRequestInput, 'idempotency_key' | 'security_level'>;

/** The booking form as typed: each field as its input holds it, the pickup window in local time. */
export type BookingFormValues = Record<TypedField, string> & { security_level: SecurityLevel };

export const BOOKING_FORM_FIELDS = [
  'pickup_address',
  'pickup_city',
  'delivery_address',
  'delivery_city',
  'contents',
  'weight_kg',
  'dimensions_cm',
  'declared_value',
  'security_level',
  'pickup_from',
  'pickup_until',
] as const satisfies readonly (keyof BookingFormValues)[];

export function bookingFormValuesOf(start: BookingStart): BookingFormValues {
  return {
    ...start,
    pickup_address: '',
    delivery_address: '',
    contents: '',
    dimensions_cm: '',
    declared_value: '',
    pickup_from: '',
    pickup_until: '',
  };
}

/** An empty number input is no number at all: the rule then asks for it, not for more than 0. */
const blankAsMissing = (typed: string) => (typed.trim() === '' ? undefined : typed);

/**
 * The form checked by the server's own rule (bookingRequestSchema) before it is sent, with the
 * form's idempotency key and its pickup window as ISO moments: what it outputs is what is sent.
 */
export function bookingFormSchema(idempotencyKey: string) {
  return z.preprocess(
    (form: BookingFormValues): BookingRequestInput => ({
      ...form,
      idempotency_key: idempotencyKey,
      weight_kg: blankAsMissing(form.weight_kg),
      declared_value: blankAsMissing(form.declared_value),
      pickup_from: isoMomentOf(form.pickup_from),
      pickup_until: isoMomentOf(form.pickup_until),
    }),
    bookingRequestSchema,
  );
}
