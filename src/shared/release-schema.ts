import { costEstimateSchema } from './cost-estimate-schema';
import { requiredText } from './form-fields';
import { RELEASE_MAX_ITEMS, RELEASE_METHODS, REQUEST_MESSAGES } from './requests';
import { SECURITY_LEVELS } from './security-level';
import { VAULT_CATEGORIES } from './vault-category';
import { isoDateTime, nullableText, z } from './zod';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead a release may be asked for. */
export const RELEASE_HORIZON_DAYS = 90;

/**
 * A release (decision 069): which of the organisation's stored items leave, how, and when. A
 * collection names who comes for them (their ID is checked at the desk); a delivery names where
 * to, and becomes a shipment of ours once approved; a transfer names the receiving organisation by
 * the e-mail address it is registered with, and that organisation must accept (decision 071).
 * `idempotency_key` is made once per form.
 */
export const releaseRequestSchema = z
  .object({
    idempotency_key: z.uuid(REQUEST_MESSAGES.idempotencyKey),
    item_ids: z
      .array(z.uuid(REQUEST_MESSAGES.itemNotYours), { error: REQUEST_MESSAGES.itemsRequired })
      .min(1, REQUEST_MESSAGES.itemsRequired)
      .max(RELEASE_MAX_ITEMS, REQUEST_MESSAGES.tooManyItems)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    method: z.enum(RELEASE_METHODS, { error: REQUEST_MESSAGES.releaseMethod }),
    release_on: z
      .string({ error: 'Enter the date of the release.' })
      .pipe(z.iso.datetime({ offset: true, error: 'Enter the date of the release.' })),
    collector_name: z.string().trim().max(120).optional(),
    delivery_address: z.string().trim().max(300).optional(),
    delivery_city: z.string().trim().max(100).optional(),
    recipient_email: z.string().trim().max(254).optional(),
  })
  .superRefine((form, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (form.method === 'collect') {
      const name = form.collector_name ?? '';
      if (name.length < 2) issue('collector_name', REQUEST_MESSAGES.collectorName);
    } else if (form.method === 'transfer') {
      if (!z.email().safeParse(form.recipient_email).success) {
        issue('recipient_email', REQUEST_MESSAGES.recipientEmail);
      }
    } else {
      const address = requiredText(5, 'Enter the delivery address.', 300).safeParse(
        form.delivery_address,
      );
      if (!address.success) issue('delivery_address', address.error.issues[0]!.message);
      const city = costEstimateSchema.shape.destination.safeParse(form.delivery_city);
      if (!city.success) issue('delivery_city', city.error.issues[0]!.message);
    }
  })
  .meta({ id: 'ReleaseRequestInput' });

export type ReleaseRequest = z.output<typeof releaseRequestSchema>;
export type ReleaseRequestInput = z.input<typeof releaseRequestSchema>;

/** Where a release date fails against the clock, or null when it fits. */
export function releaseDateProblem(releaseOn: string, now: Date): string | null {
  const at = Date.parse(releaseOn);
  if (at <= now.getTime()) return REQUEST_MESSAGES.releaseOnPast;
  if (at > now.getTime() + RELEASE_HORIZON_DAYS * DAY_MS) return REQUEST_MESSAGES.releaseOnTooFar;
  return null;
}

export const releaseDetailSchema = z
  .object({
    method: z.enum(RELEASE_METHODS),
    release_on: isoDateTime,
    collector_name: nullableText,
    delivery_address: nullableText,
    delivery_city: nullableText,
    recipient_organisation: nullableText.meta({
      description: 'The organisation a transfer hands the items to.',
    }),
    total_value: z.number().meta({ description: 'The declared values of its items, in USD.' }),
    staff_approvals_needed: z
      .number()
      .int()
      .meta({ description: '2 when the items are worth more than the Settings threshold.' }),
    staff_approvals_given: z.number().int(),
    items: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        category: z.enum(VAULT_CATEGORIES),
        security_level: z.enum(SECURITY_LEVELS),
        value: z.number().nullable(),
        released_at: isoDateTime.nullable(),
      }),
    ),
  })
  .meta({ id: 'ReleaseDetail' });

export type ReleaseDetail = z.infer<typeof releaseDetailSchema>;
