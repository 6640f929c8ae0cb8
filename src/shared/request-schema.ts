import {
  COST_ESTIMATE_MESSAGES,
  MAX_WEIGHT_KG,
  MIN_WEIGHT_KG,
  estimateCost,
  roundToCents,
} from './cost-estimate';
import { costEstimateSchema } from './cost-estimate-schema';
import { optionalText, requiredText } from './form-fields';
import { pageSchema } from './list-query';
import { releaseDetailSchema } from './release-schema';
import { visitDetailSchema } from './visits';
import { REQUEST_ACTIONS, REQUEST_KINDS, REQUEST_MESSAGES, REQUEST_STATES } from './requests';
import { SECURITY_LEVELS } from './security-level';
import { isoDateTime, nullableText, z } from './zod';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead a pickup may be booked. */
export const PICKUP_HORIZON_DAYS = 90;
export const DECLARED_VALUE_MAX = 1e11;

const pickupTime = (message: string) =>
  z.string({ error: message }).pipe(z.iso.datetime({ offset: true, error: message }));

/**
 * The booking form: where from and to, what, and when it may be collected. The cities price it by
 * the calculator's formula; `idempotency_key` is made once per form, so a second click or a retry
 * books nothing twice. The pickup window's place in time is checked against the server's clock.
 */
export const bookingRequestSchema = z
  .object({
    idempotency_key: z.uuid(REQUEST_MESSAGES.idempotencyKey),
    pickup_address: requiredText(5, 'Enter the pickup address.', 300),
    pickup_city: costEstimateSchema.shape.origin,
    delivery_address: requiredText(5, 'Enter the delivery address.', 300),
    delivery_city: costEstimateSchema.shape.destination,
    contents: requiredText(3, 'Describe the contents in 3 to 2000 characters.', 2000),
    weight_kg: z.coerce
      .number({ error: COST_ESTIMATE_MESSAGES.weightMin })
      .min(MIN_WEIGHT_KG, COST_ESTIMATE_MESSAGES.weightMin)
      .max(MAX_WEIGHT_KG, COST_ESTIMATE_MESSAGES.weightMax)
      .transform(roundToCents),
    dimensions_cm: optionalText('Dimensions', 50),
    declared_value: z.coerce
      .number({ error: 'Enter the declared value in US dollars.' })
      .positive('The declared value must be more than 0.')
      .max(DECLARED_VALUE_MAX, 'The declared value is too large.')
      .transform(roundToCents),
    security_level: costEstimateSchema.shape.security,
    pickup_from: pickupTime('Enter when the pickup window starts.'),
    pickup_until: pickupTime('Enter when the pickup window ends.'),
  })
  .superRefine((form, context) => {
    if (Date.parse(form.pickup_until) <= Date.parse(form.pickup_from)) {
      context.addIssue({
        code: 'custom',
        path: ['pickup_until'],
        message: REQUEST_MESSAGES.pickupOrder,
      });
    }
  })
  .meta({ id: 'BookingRequestInput' });

export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** Where a pickup window fails against the clock, as a field and message, or null when it fits. */
export function pickupWindowProblem(
  form: Pick<BookingRequest, 'pickup_from'>,
  now: Date,
): { field: 'pickup_from'; message: string } | null {
  const starts = Date.parse(form.pickup_from);
  if (starts <= now.getTime())
    return { field: 'pickup_from', message: REQUEST_MESSAGES.pickupInPast };
  if (starts > now.getTime() + PICKUP_HORIZON_DAYS * DAY_MS) {
    return { field: 'pickup_from', message: REQUEST_MESSAGES.pickupTooFar };
  }
  return null;
}

/** The quoted price of a booking: the calculator's formula on its cities, weight and level. */
export function bookingPrice(
  form: Pick<BookingRequest, 'pickup_city' | 'delivery_city' | 'weight_kg' | 'security_level'>,
): number {
  return roundToCents(
    estimateCost({
      origin: form.pickup_city,
      destination: form.delivery_city,
      weightKg: form.weight_kg,
      security: form.security_level,
    }),
  );
}

export const declineRequestSchema = z
  .object({
    reason: z
      .string({ error: REQUEST_MESSAGES.declineReason })
      .trim()
      .min(3, REQUEST_MESSAGES.declineReason)
      .max(500, REQUEST_MESSAGES.declineReason),
  })
  .meta({ id: 'DeclineRequestInput' });

export const dualControlInputSchema = z
  .object({
    enabled: z.boolean({ error: 'Choose on or off.' }),
    booking_threshold: z.coerce
      .number({ error: 'Enter an amount in US dollars.' })
      .min(0, 'The amount cannot be negative.')
      .max(DECLARED_VALUE_MAX, 'The amount is too large.')
      .transform(roundToCents),
  })
  .meta({ id: 'DualControlInput' });

export const dualControlSchema = z
  .object({
    enabled: z.boolean(),
    booking_threshold: z.number(),
    chosen: z.boolean().meta({ description: 'False while the rule follows the default.' }),
    approver_count: z
      .number()
      .int()
      .meta({ description: 'Owners and Approvers of the organisation.' }),
  })
  .meta({ id: 'DualControl' });

export type DualControlAnswer = z.infer<typeof dualControlSchema>;

const requestKind = z.enum(REQUEST_KINDS);
const requestState = z.enum(REQUEST_STATES);

const requestRowSchema = z
  .object({
    id: z.uuid(),
    number: z.string().meta({ example: 'REQ-2026-000042' }),
    kind: requestKind,
    state: requestState,
    summary: z.string().meta({ description: 'What is asked, in one line.' }),
    requested_by: nullableText.meta({ description: "The asker's name; null once they left." }),
    organisation: z.string(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
    expires_at: isoDateTime,
  })
  .meta({ id: 'ClientRequestRow' });

export type RequestRow = z.infer<typeof requestRowSchema>;

export const requestPageSchema = pageSchema(requestRowSchema, 'ClientRequestPage');

const bookingDetailSchema = z
  .object({
    pickup_address: z.string(),
    pickup_city: z.string(),
    delivery_address: z.string(),
    delivery_city: z.string(),
    contents: z.string(),
    weight_kg: z.number(),
    dimensions_cm: nullableText,
    declared_value: z.number(),
    security_level: z.enum(SECURITY_LEVELS),
    pickup_from: isoDateTime,
    pickup_until: isoDateTime,
    quoted_price: z.number(),
    quote_expires_at: isoDateTime,
  })
  .meta({ id: 'BookingDetail' });

export type BookingDetail = z.infer<typeof bookingDetailSchema>;

const requestEventSchema = z.object({
  action: z.string(),
  label: z.string(),
  actor: z.string(),
  at: isoDateTime,
  reason: nullableText,
});

export const requestDetailSchema = requestRowSchema
  .extend({
    booking: bookingDetailSchema.nullable().meta({ description: 'A booking’s details.' }),
    release: releaseDetailSchema.nullable().meta({ description: 'A release’s details.' }),
    visit: visitDetailSchema.nullable().meta({ description: 'A visit’s details.' }),
    tracking_number: nullableText.meta({ description: 'The shipment a scheduled booking became.' }),
    decline_reason: nullableText,
    quote_id: z
      .uuid()
      .nullable()
      .meta({ description: 'The signed quote it was asked from, checked at /verify/{quote_id}.' }),
    actions: z
      .array(z.enum(REQUEST_ACTIONS))
      .meta({ description: 'What the caller may do to it now.' }),
    events: z.array(requestEventSchema).meta({ description: 'Its history, oldest first.' }),
  })
  .meta({ id: 'ClientRequestDetail' });

export type RequestDetail = z.infer<typeof requestDetailSchema>;

export const createdRequestSchema = z
  .object({ id: z.uuid(), number: z.string(), state: requestState })
  .meta({ id: 'CreatedRequest' });

export type CreatedRequest = z.infer<typeof createdRequestSchema>;
