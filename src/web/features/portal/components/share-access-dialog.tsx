import { zodResolver } from '@hookform/resolvers/zod';
import { Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  DELEGATION_MAX_DAYS,
  delegationGrantSchema,
  describeShared,
  type DelegationGrant,
  type DelegationGrantInput,
} from '#shared/delegation';
import { formatDateTime } from '../../../lib/format';
import { reportSaveFailure } from '../../../lib/report-save-failure';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { toast } from '../../../ui/use-toast';
import { useShipments } from '../api/get-shipments';
import { useVaultItems } from '../api/get-vault-items';
import { useGrantAccess } from '../api/write-delegations';
import { CheckboxChoices, vaultItemChoice } from './checkbox-choices';

const FIELDS = ['email', 'ends_on', 'vault_item_ids', 'shipment_ids', 'show_values'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const ALL_ITEMS = { search: '', category: 'all' } as const;

/** A calendar day `days` after today, as the server counts days: in UTC. */
const utcDayAhead = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Share Access (decision 065): someone outside the organisation gets an e-mail with a link, and
 * read access to the chosen items and shipments until the chosen day ends.
 */
export function ShareAccessDialog({ organisation }: { organisation: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Share2 aria-hidden="true" />
          Share Access
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Share Access"
        description={`Someone outside ${organisation} receives an e-mail with a link and reads what you choose, never where it is stored, until the day you choose ends (UTC).`}
        className="max-w-lg"
      >
        <ShareAccessForm onShared={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ShareAccessForm({ onShared }: { onShared: () => void }) {
  const grant = useGrantAccess();
  const items = useVaultItems(ALL_ITEMS);
  const shipments = useShipments();
  const form = useForm<DelegationGrantInput, unknown, DelegationGrant>({
    resolver: zodResolver(delegationGrantSchema),
    defaultValues: {
      email: '',
      ends_on: '',
      vault_item_ids: [],
      shipment_ids: [],
      show_values: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const valuesHintId = useId();
  const submit = form.handleSubmit((values) =>
    grant.mutateAsync(values).then(
      (shared) => {
        const what = describeShared({
          items: shared.items.length,
          shipments: shared.shipments.length,
        });
        toast({
          title: 'Access Shared',
          description: `${shared.email} can read ${what} until ${formatDateTime(shared.ends_at)}.`,
        });
        onShared();
      },
      (error: unknown) =>
        reportSaveFailure({
          title: 'Error sharing access',
          error,
          setError: form.setError,
          fields: FIELDS,
        }),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="E-mail" required error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField
        label="Until"
        required
        error={errors.ends_on?.message}
        hint={`The access ends as this day ends (UTC), at most ${DELEGATION_MAX_DAYS} days from today.`}
      >
        <Input
          type="date"
          min={utcDayAhead(1)}
          max={utcDayAhead(DELEGATION_MAX_DAYS)}
          {...form.register('ends_on')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="vault_item_ids"
        render={({ field }) => (
          <CheckboxChoices
            legend="Vault Items"
            query={items}
            choiceOf={vaultItemChoice}
            empty="Your organisation holds no items in the vault."
            chosen={field.value ?? []}
            onChange={field.onChange}
            error={errors.vault_item_ids?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="shipment_ids"
        render={({ field }) => (
          <CheckboxChoices
            legend="Shipments"
            query={shipments}
            choiceOf={(shipment) => ({
              id: shipment.id,
              label: shipment.tracking_number,
              detail: `${shipment.origin} → ${shipment.destination}`,
            })}
            empty="Your organisation has no shipments."
            chosen={field.value ?? []}
            onChange={field.onChange}
            error={errors.shipment_ids?.message}
          />
        )}
      />
      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4"
            aria-describedby={valuesHintId}
            {...form.register('show_values')}
          />
          Show values
        </label>
        <p id={valuesHintId} className="pl-6 text-xs text-muted-foreground">
          They see the estimated value of each item. Never its location.
        </p>
      </div>
      <DialogFormActions
        submitLabel="Share Access"
        pendingLabel="Sharing..."
        pending={isSubmitting}
      />
    </form>
  );
}
