import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  dayAfter,
  ID_TYPE_LABELS,
  ID_TYPES,
  slotLabel,
  vaultDayOf,
  VISIT_HORIZON_DAYS,
  VISIT_MAX_VISITORS,
  type VisitRequest,
} from '#shared/visits';
import { pluralize } from '#shared/pluralize';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { NativeSelect, VocabularyOptions } from '../../../ui/native-select';
import { useVisitSlots, useBookVisit } from '../api/book-visit';
import { useHeldVaultItems } from '../api/get-vault-items';
import { CheckboxChoices, vaultItemChoice } from './checkbox-choices';
import { sendRequest } from './send-request';
import {
  NEW_VISITOR,
  VISIT_FORM_FIELDS,
  visitFormSchema,
  visitFormValuesOf,
  type VisitFormValues,
} from './visit-form-values';

/**
 * Book a Visit: a day, an hour with a viewing room free (read for the day chosen), the people
 * coming with the ID each brings, and the items to be brought to the room. Checked by the
 * server's rule before it is sent; the idempotency key is made once for the form.
 */
export function VisitForm({ itemId }: { itemId: string | null }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const resolver = useMemo(() => zodResolver(visitFormSchema(idempotencyKey)), [idempotencyKey]);
  const form = useForm<VisitFormValues, unknown, VisitRequest>({
    resolver,
    defaultValues: visitFormValuesOf(itemId),
  });
  const visitors = useFieldArray({ control: form.control, name: 'visitors' });
  const day = useWatch({ control: form.control, name: 'visit_on' });
  const slots = useVisitSlots(day);
  const items = useHeldVaultItems();
  const book = useBookVisit();
  const navigate = useNavigate();
  const { errors, isSubmitting } = form.formState;
  const today = vaultDayOf(new Date());

  const submit = form.handleSubmit((visit) =>
    sendRequest(book.mutateAsync(visit), {
      askedTitle: 'Visit Requested',
      errorTitle: 'Error booking the visit',
      setError: form.setError,
      fields: VISIT_FORM_FIELDS,
      navigate,
    }),
  );

  const hourHint = !slots.data
    ? 'Choose a day first. Hours are the vault’s, in New York.'
    : slots.data.closed
      ? 'The vault is closed on that day.'
      : 'Hours are the vault’s, in New York.';

  return (
    <form noValidate onSubmit={submit} aria-label="Book a visit" className="grid max-w-3xl gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Day"
          required
          hint={`From tomorrow, within the next ${VISIT_HORIZON_DAYS} days.`}
          error={errors.visit_on?.message}
        >
          <Input
            type="date"
            min={dayAfter(today, 1)}
            max={dayAfter(today, VISIT_HORIZON_DAYS)}
            {...form.register('visit_on')}
          />
        </FormField>
        <FormField label="Hour" required hint={hourHint} error={errors.hour?.message}>
          <NativeSelect {...form.register('hour')}>
            <option value="">Choose an hour</option>
            {slots.data?.slots.map((slot) => (
              <option key={slot.hour} value={slot.hour} disabled={slot.free_rooms === 0}>
                {slotLabel(slot.hour)}
                {slot.free_rooms === 0
                  ? ' (full)'
                  : ` (${pluralize(slot.free_rooms, 'room')} free)`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">
          Visitors (at most {VISIT_MAX_VISITORS}), each with the ID they will show
        </legend>
        {visitors.fields.map((visitor, index) => (
          <div key={visitor.id} className="grid items-end gap-3 sm:grid-cols-[1fr_14rem_auto]">
            <FormField
              label={`Visitor ${index + 1} Name`}
              required
              error={errors.visitors?.[index]?.name?.message}
            >
              <Input autoComplete="off" {...form.register(`visitors.${index}.name`)} />
            </FormField>
            <FormField
              label={`Visitor ${index + 1} ID`}
              required
              error={errors.visitors?.[index]?.id_type?.message}
            >
              <NativeSelect {...form.register(`visitors.${index}.id_type`)}>
                <VocabularyOptions values={ID_TYPES} labels={ID_TYPE_LABELS} />
              </NativeSelect>
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove visitor ${index + 1}`}
              disabled={visitors.fields.length === 1}
              onClick={() => visitors.remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        {errors.visitors?.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.visitors.message}
          </p>
        ) : null}
        {visitors.fields.length < VISIT_MAX_VISITORS ? (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => visitors.append({ ...NEW_VISITOR })}
          >
            <Plus aria-hidden="true" />
            Add a visitor
          </Button>
        ) : null}
      </fieldset>
      <Controller
        control={form.control}
        name="item_ids"
        render={({ field }) => (
          <CheckboxChoices
            legend="Items to bring to the viewing room"
            query={items}
            choiceOf={vaultItemChoice}
            empty="Your organisation holds no items in the vault."
            chosen={field.value}
            onChange={field.onChange}
            error={errors.item_ids?.message}
          />
        )}
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Sending...' : 'Request Visit'}
      </Button>
    </form>
  );
}
