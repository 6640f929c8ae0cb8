import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { SiteSettings } from '#shared/site-settings';
import { siteSettingsSchema } from '#shared/site-settings-schema';
import { reportSaveFailure } from '../../../lib/report-save-failure';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/use-toast';
import { useAdminSettings, useSaveSettings } from '../api/settings';
import { CustodySettingsCard } from '../components/custody-settings-card';
import { VehiclesCard } from '../components/vehicles-card';
import { VisitSettingsCard } from '../components/visit-settings-card';
import { useStaffMayChange } from '../lib/use-staff-may';

export function SettingsPage() {
  const settings = useAdminSettings();
  return (
    <>
      <PageHeader
        title="Settings"
        description="The contact details shown in the site footer and on the contact page, the custody rules, the visiting hours and our vehicles."
      />
      <div className="grid gap-6">
        <QueryState
          query={settings}
          loadingText="Loading settings..."
          errorTitle="Error fetching settings"
        >
          {(saved) => <SettingsForm saved={saved} />}
        </QueryState>
        <CustodySettingsCard />
        <VisitSettingsCard />
        <VehiclesCard />
      </div>
    </>
  );
}

const FIELDS = ['contact_email', 'contact_phone', 'company_address'] as const;

function SettingsForm({ saved }: { saved: SiteSettings }) {
  const mayChange = useStaffMayChange('settings');
  const save = useSaveSettings();
  const form = useForm<SiteSettings>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: saved,
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (stored) => {
        form.reset(stored);
        toast({ title: 'Settings Saved', description: 'The public contact details are updated.' });
      },
      (error: unknown) =>
        reportSaveFailure({
          title: 'Error saving settings',
          description: 'One or more settings failed to update.',
          error,
          setError: form.setError,
          fields: FIELDS,
        }),
    ),
  );

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Public Contact Details</CardTitle>
        <CardDescription>
          {mayChange
            ? 'Visitors see these at once after you save.'
            : 'What visitors see. Your role reads the settings only.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <fieldset disabled={!mayChange} className="contents">
            <FormField label="Contact Email" error={errors.contact_email?.message}>
              <Input type="email" autoComplete="off" {...form.register('contact_email')} />
            </FormField>
            <FormField label="Contact Phone" error={errors.contact_phone?.message}>
              <Input type="tel" autoComplete="off" {...form.register('contact_phone')} />
            </FormField>
            <FormField label="Company Address" error={errors.company_address?.message}>
              <Textarea rows={3} {...form.register('company_address')} />
            </FormField>
          </fieldset>
          {mayChange && (
            <Button
              type="submit"
              className="justify-self-end"
              disabled={save.isPending || !isDirty}
            >
              {save.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
