import type { ReleaseMethod } from '#shared/requests';
import { releaseRequestSchema, type ReleaseRequestInput } from '#shared/release-schema';
import { z } from '#shared/zod';
import { isoMomentOf } from '../../../lib/iso-moment';

/** The release form as typed: the chosen items, the method, and each text as its input holds it. */
export type ReleaseFormValues = {
  item_ids: string[];
  method: ReleaseMethod;
  release_on: string;
  collector_name: string;
  delivery_address: string;
  delivery_city: string;
  recipient_email: string;
};

export const RELEASE_FORM_FIELDS = [
  'item_ids',
  'method',
  'release_on',
  'collector_name',
  'delivery_address',
  'delivery_city',
  'recipient_email',
] as const satisfies readonly (keyof ReleaseFormValues)[];

/** A new form, with the item it was opened from (the item's details) already chosen. */
export function releaseFormValuesOf(itemId: string | null): ReleaseFormValues {
  return {
    item_ids: itemId ? [itemId] : [],
    method: 'collect',
    release_on: '',
    collector_name: '',
    delivery_address: '',
    delivery_city: '',
    recipient_email: '',
  };
}

/**
 * The form checked by the server's own rule (releaseRequestSchema) before it is sent, with the
 * form's idempotency key and the release date as an ISO moment. Only the fields of the chosen
 * method are sent: a collector typed before switching to delivery is not part of the request.
 */
export function releaseFormSchema(idempotencyKey: string) {
  return z.preprocess(
    (form: ReleaseFormValues): ReleaseRequestInput => ({
      idempotency_key: idempotencyKey,
      item_ids: form.item_ids,
      method: form.method,
      release_on: isoMomentOf(form.release_on),
      ...methodFields(form),
    }),
    releaseRequestSchema,
  );
}

function methodFields(form: ReleaseFormValues): Partial<ReleaseRequestInput> {
  if (form.method === 'collect') return { collector_name: form.collector_name };
  if (form.method === 'transfer') return { recipient_email: form.recipient_email };
  return { delivery_address: form.delivery_address, delivery_city: form.delivery_city };
}
