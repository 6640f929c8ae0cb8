import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { custodySettingsSchema, type CustodySettings } from '#shared/custody-settings';
import type { z } from '#shared/zod';
import { reportSaveFailure } from '../../../lib/report-save-failure';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { QueryState } from '../../../ui/query-state';
import { toast } from '../../../ui/use-toast';
import { useCustodySettings, useSaveCustodySettings } from '../api/settings';
import { useStaffMayChange } from '../lib/use-staff-may';

const FIELDS = ['release_second_approval_threshold'] as const;

/** Custody Rules: what a release needs of our staff (decision 069). */
export function CustodySettingsCard() {
  const settings = useCustodySettings();
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Custody Rules</CardTitle>
        <CardDescription>
          A release of items worth more than the threshold needs a second member of staff, other
          than the first, to approve it. A release keeps the rule it was asked under.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={settings}
          loadingText="Loading the custody rules..."
          errorTitle="Error fetching the custody rules"
        >
          {(saved) => <CustodySettingsForm saved={saved} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** The threshold as its input holds it; the schema reads it as a number. */
type CustodyFormValues = z.input<typeof custodySettingsSchema>;

function CustodySettingsForm({ saved }: { saved: CustodySettings }) {
  const mayChange = useStaffMayChange('settings');
  const save = useSaveCustodySettings();
  const valuesOf = (settings: CustodySettings): CustodyFormValues => ({
    release_second_approval_threshold: String(settings.release_second_approval_threshold),
  });
  const form = useForm<CustodyFormValues, unknown, CustodySettings>({
    resolver: zodResolver(custodySettingsSchema),
    defaultValues: valuesOf(saved),
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (stored) => {
        form.reset(valuesOf(stored));
        toast({
          title: 'Custody Rules Saved',
          description: 'They apply to releases asked from now on.',
        });
      },
      (error: unknown) =>
        reportSaveFailure({
          title: 'Error saving the custody rules',
          error,
          setError: form.setError,
          fields: FIELDS,
        }),
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Custody rules" className="grid gap-4">
      <fieldset disabled={!mayChange} className="contents">
        <FormField
          label="Second Staff Approval Above (USD)"
          hint="The declared value of the items released together."
          error={errors.release_second_approval_threshold?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            {...form.register('release_second_approval_threshold')}
          />
        </FormField>
      </fieldset>
      {mayChange && (
        <Button type="submit" className="justify-self-end" disabled={save.isPending || !isDirty}>
          {save.isPending ? 'Saving...' : 'Save Custody Rules'}
        </Button>
      )}
    </form>
  );
}
