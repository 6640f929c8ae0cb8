import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  CREW_MAX_COURIERS,
  crewFormSchema,
  type CourierName,
  type Crew,
  type CrewForm,
} from '#shared/admin/dispatch';
import { reportSaveFailure } from '../../../lib/report-save-failure';
import { Dialog, DialogContent, DialogFormActions } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/use-toast';
import { useCourierOptions } from '../api/courier';
import { useSaveCrew } from '../api/write-dispatch';

/** New Crew, or Edit of this crew. */
export type CrewDialogTarget = { mode: 'add' } | { mode: 'edit'; crew: Crew };

type CrewDialogProps = { target: CrewDialogTarget | null; onClose: () => void };

const FIELDS = ['name', 'courier_ids'] as const;

/** New Crew and Edit (decision 072): a name and the couriers who ride together, each in one crew. */
export function CrewDialog({ target, onClose }: CrewDialogProps) {
  const crew = target?.mode === 'edit' ? target.crew : null;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent
          title={crew ? 'Edit Crew' : 'New Crew'}
          description={`One to ${CREW_MAX_COURIERS} active couriers; a courier rides with one crew only.`}
        >
          <SaveCrewForm key={crew?.id ?? 'new'} crew={crew} onSaved={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

type CrewFormProps = {
  /** The crew being edited, or null for a new one. */
  crew: Crew | null;
  onSaved: () => void;
};

function SaveCrewForm({ crew, onSaved }: CrewFormProps) {
  const save = useSaveCrew(crew?.id ?? null);
  const form = useForm<CrewForm>({
    resolver: zodResolver(crewFormSchema),
    defaultValues: {
      name: crew?.name ?? '',
      courier_ids: crew?.members.map((member) => member.id) ?? [],
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (saved) => {
        toast(
          crew
            ? { title: 'Crew Saved', description: `The changes to ${saved.name} are saved.` }
            : { title: 'Crew Created', description: `${saved.name} can now be given shipments.` },
        );
        onSaved();
      },
      (error: unknown) =>
        reportSaveFailure({
          title: 'Error saving crew',
          error,
          setError: form.setError,
          fields: FIELDS,
        }),
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Crew Name" required error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <Controller
        control={form.control}
        name="courier_ids"
        render={({ field }) => (
          <CourierChoices
            members={crew?.members ?? []}
            chosen={field.value}
            onChange={field.onChange}
            firstRef={field.ref}
            error={errors.courier_ids?.message}
          />
        )}
      />
      <DialogFormActions submitLabel="Save" pendingLabel="Saving..." pending={isSubmitting} />
    </form>
  );
}

type CourierChoicesProps = {
  /** The crew's couriers now: offered even when no longer active, so they can be taken off. */
  members: CourierName[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  /** The first checkbox, which a failed check gives the focus to. */
  firstRef: (element: HTMLInputElement | null) => void;
  error?: string;
};

/** A checkbox per active courier, each named "Name (email)"; a long list scrolls in its box. */
function CourierChoices({ members, chosen, onChange, firstRef, error }: CourierChoicesProps) {
  const couriers = useCourierOptions();
  const errorId = useId();
  const active = couriers.data ?? [];
  const offered = [...active, ...members.filter(({ id }) => !active.some((one) => one.id === id))];
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...chosen, id] : chosen.filter((one) => one !== id));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-medium">
        Couriers
        <span aria-hidden="true" className="text-destructive">
          {' '}
          *
        </span>
      </legend>
      {couriers.isPending ? (
        <Spinner label="Loading couriers..." showLabel className="text-sm" />
      ) : couriers.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {couriers.error.message || 'The couriers could not be loaded.'}
        </p>
      ) : offered.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No active couriers: invite staff with the Courier role first.
        </p>
      ) : (
        <ul className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-border p-2">
          {offered.map((courier, index) => (
            <li key={courier.id}>
              <label className="flex items-start gap-2 rounded px-1 py-1 text-sm hover:bg-muted">
                <input
                  ref={index === 0 ? firstRef : undefined}
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0"
                  checked={chosen.includes(courier.id)}
                  onChange={(event) => toggle(courier.id, event.target.checked)}
                />
                <span className="min-w-0 break-words">
                  {courier.name} ({courier.email})
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
