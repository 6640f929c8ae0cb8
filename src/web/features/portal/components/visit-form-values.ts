import { z } from '#shared/zod';
import { visitRequestSchema, type IdType, type VisitRequestInput } from '#shared/visits';

/** The visit form as typed: the day and hour as their inputs hold them. */
export type VisitFormValues = {
  visit_on: string;
  hour: string;
  visitors: { name: string; id_type: IdType }[];
  item_ids: string[];
};

export const VISIT_FORM_FIELDS = [
  'visit_on',
  'hour',
  'visitors',
  'item_ids',
] as const satisfies readonly (keyof VisitFormValues)[];

export const NEW_VISITOR = { name: '', id_type: 'passport' } as const;

export function visitFormValuesOf(itemId: string | null): VisitFormValues {
  return {
    visit_on: '',
    hour: '',
    visitors: [{ ...NEW_VISITOR }],
    item_ids: itemId ? [itemId] : [],
  };
}

/** The form checked by the server's own rule before it is sent, with the form's key. */
export function visitFormSchema(idempotencyKey: string) {
  return z.preprocess(
    (form: VisitFormValues): VisitRequestInput => ({
      ...form,
      idempotency_key: idempotencyKey,
      hour: form.hour === '' ? undefined : form.hour,
    }),
    visitRequestSchema,
  );
}
