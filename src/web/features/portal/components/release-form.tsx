import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RELEASE_HORIZON_DAYS, type ReleaseRequest } from '#shared/release-schema';
import { RELEASE_MAX_ITEMS, RELEASE_METHOD_LABELS, RELEASE_METHODS } from '#shared/requests';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { useHeldVaultItems } from '../api/get-vault-items';
import { useReleaseItems } from '../api/release-items';
import { CheckboxChoices, vaultItemChoice } from './checkbox-choices';
import {
  RELEASE_FORM_FIELDS,
  releaseFormSchema,
  releaseFormValuesOf,
  type ReleaseFormValues,
} from './release-form-values';
import { sendRequest } from './send-request';

/**
 * Release Items: which stored items leave, how and when, checked by the server's rule before it
 * is sent. Collected items are handed to the person named, against their ID at the desk; delivered
 * ones become a shipment of ours once approved; transferred ones become another organisation's
 * once it accepts and we approve (decision 071). The idempotency key is made once for the form.
 */
export function ReleaseForm({ itemId }: { itemId: string | null }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const resolver = useMemo(() => zodResolver(releaseFormSchema(idempotencyKey)), [idempotencyKey]);
  const form = useForm<ReleaseFormValues, unknown, ReleaseRequest>({
    resolver,
    defaultValues: releaseFormValuesOf(itemId),
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const items = useHeldVaultItems();
  const release = useReleaseItems();
  const navigate = useNavigate();
  const methodErrorId = useId();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((request) =>
    sendRequest(release.mutateAsync(request), {
      askedTitle: 'Release Requested',
      errorTitle: 'Error requesting the release',
      setError: form.setError,
      fields: RELEASE_FORM_FIELDS,
      navigate,
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Release items" className="grid max-w-3xl gap-6">
      <Controller
        control={form.control}
        name="item_ids"
        render={({ field }) => (
          <CheckboxChoices
            legend={`Items to release (at most ${RELEASE_MAX_ITEMS})`}
            query={items}
            choiceOf={vaultItemChoice}
            empty="Your organisation holds no items in the vault."
            chosen={field.value}
            onChange={field.onChange}
            error={errors.item_ids?.message}
          />
        )}
      />
      <fieldset aria-describedby={errors.method ? methodErrorId : undefined} className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">How they leave</legend>
        {RELEASE_METHODS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} className="size-4" {...form.register('method')} />
            {RELEASE_METHOD_LABELS[value]}
          </label>
        ))}
        {errors.method && (
          <p id={methodErrorId} role="alert" className="text-sm font-medium text-destructive">
            {errors.method.message}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Release On"
          required
          hint={`In your own time zone, within the next ${RELEASE_HORIZON_DAYS} days.`}
          error={errors.release_on?.message}
        >
          <Input type="datetime-local" {...form.register('release_on')} />
        </FormField>
        {method === 'collect' && (
          <FormField
            label="Collected By"
            required
            hint="Their ID is checked at the vault's desk."
            error={errors.collector_name?.message}
          >
            <Input autoComplete="off" {...form.register('collector_name')} />
          </FormField>
        )}
        {method === 'transfer' && (
          <FormField
            label="Receiving Organisation's E-mail"
            required
            hint="The address it is registered with at OTC. An Owner or Approver there accepts the items."
            error={errors.recipient_email?.message}
          >
            <Input type="email" autoComplete="off" {...form.register('recipient_email')} />
          </FormField>
        )}
        {method === 'deliver' && (
          <>
            <FormField label="Delivery Address" required error={errors.delivery_address?.message}>
              <Input autoComplete="off" {...form.register('delivery_address')} />
            </FormField>
            <FormField label="Delivery City" required error={errors.delivery_city?.message}>
              <Input autoComplete="off" {...form.register('delivery_city')} />
            </FormField>
          </>
        )}
      </div>
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Sending...' : 'Request Release'}
      </Button>
    </form>
  );
}
