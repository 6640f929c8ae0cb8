import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { slotLabel, visitSettingsSchema, WEEKDAY_LABELS, type VisitSettings } from '#shared/visits';
import type { z } from '#shared/zod';
import { reportSaveFailure } from '../../../lib/report-save-failure';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { QueryState } from '../../../ui/query-state';
import { toast } from '../../../ui/use-toast';
import { useSaveVisitSettings, useVisitSettings } from '../api/settings';
import { useStaffMayChange } from '../lib/use-staff-may';

const FIELDS = ['viewing_rooms', 'opens_at', 'closes_at', 'open_days'] as const;
/** Monday first, as a week reads at the desk. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const HOURS = Array.from({ length: 25 }, (_, hour) => hour);

/** Visiting Hours: when the vault receives visitors, and in how many rooms (decision 070). */
export function VisitSettingsCard() {
  const settings = useVisitSettings();
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Visiting Hours</CardTitle>
        <CardDescription>
          Clients book an hour in a viewing room on these days, on the vault&apos;s clock (New
          York). Each room takes one visit an hour; visits already booked keep their hour.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={settings}
          loadingText="Loading the visiting hours..."
          errorTitle="Error fetching the visiting hours"
        >
          {(saved) => <VisitSettingsForm saved={saved} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

type VisitSettingsValues = z.input<typeof visitSettingsSchema>;

function VisitSettingsForm({ saved }: { saved: VisitSettings }) {
  const mayChange = useStaffMayChange('settings');
  const save = useSaveVisitSettings();
  const form = useForm<VisitSettingsValues, unknown, VisitSettings>({
    resolver: zodResolver(visitSettingsSchema),
    defaultValues: saved,
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (stored) => {
        form.reset(stored);
        toast({
          title: 'Visiting Hours Saved',
          description: 'They apply to visits booked from now on.',
        });
      },
      (error: unknown) =>
        reportSaveFailure({
          title: 'Error saving the visiting hours',
          error,
          setError: form.setError,
          fields: FIELDS,
        }),
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Visiting hours" className="grid gap-4">
      <fieldset disabled={!mayChange} className="contents">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Viewing Rooms" error={errors.viewing_rooms?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min="1"
              max="50"
              {...form.register('viewing_rooms')}
            />
          </FormField>
          <FormField label="Opens At" error={errors.opens_at?.message}>
            <NativeSelect {...form.register('opens_at')}>
              {HOURS.slice(0, 24).map((hour) => (
                <option key={hour} value={hour}>
                  {slotLabel(hour).slice(0, 5)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Closes At" error={errors.closes_at?.message}>
            <NativeSelect {...form.register('closes_at')}>
              {HOURS.slice(1).map((hour) => (
                <option key={hour} value={hour}>
                  {slotLabel(hour).slice(0, 5)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="open_days"
          render={({ field }) => (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Open On</legend>
              <div className="flex flex-wrap gap-4">
                {WEEK_ORDER.map((day) => (
                  <label key={day} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={field.value.includes(day)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, day]
                            : field.value.filter((one) => one !== day),
                        )
                      }
                    />
                    {WEEKDAY_LABELS[day]}
                  </label>
                ))}
              </div>
              {errors.open_days?.message ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {errors.open_days.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
      </fieldset>
      {mayChange && (
        <Button type="submit" className="justify-self-end" disabled={save.isPending || !isDirty}>
          {save.isPending ? 'Saving...' : 'Save Visiting Hours'}
        </Button>
      )}
    </form>
  );
}
