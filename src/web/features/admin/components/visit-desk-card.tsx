import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { checkInSchema, ID_TYPE_LABELS, slotLabel, type CheckedInVisit } from '#shared/visits';
import { VAULT_CATEGORY_LABELS } from '#shared/vault-category';
import { reportSaveFailure } from '../../../lib/report-save-failure';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { toast } from '../../../ui/use-toast';
import { useCheckInVisit } from '../api/check-in-visit';

type CodeForm = { code: string };

/**
 * The vault's desk (decision 070): a visitor's code, typed or scanned from its QR code, checks the
 * visit in once, on its day; the desk then sees whose ID to check and which items to bring.
 */
export function VisitDeskCard() {
  const checkIn = useCheckInVisit();
  const [visit, setVisit] = useState<CheckedInVisit | null>(null);
  const form = useForm<CodeForm>({
    resolver: zodResolver(checkInSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(({ code }) =>
    checkIn.mutateAsync(code).then(
      (checked) => {
        setVisit(checked);
        form.reset({ code: '' });
        toast({
          title: 'Visit Checked In',
          description: `${checked.number} for ${checked.organisation}.`,
        });
      },
      (error: unknown) => {
        setVisit(null);
        reportSaveFailure({
          title: 'Error checking the visit in',
          error,
          setError: form.setError,
          fields: ['code'],
        });
      },
    ),
  );

  return (
    <Card className="mb-6 max-w-3xl">
      <CardHeader>
        <CardTitle>Visit Desk</CardTitle>
        <CardDescription>
          Check a visitor in with the code of their visit: valid on its day only, and once.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          noValidate
          onSubmit={submit}
          aria-label="Check in a visit"
          className="flex flex-wrap items-start gap-3"
        >
          <div className="w-60">
            <FormField label="Visit Code" error={errors.code?.message}>
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                className="font-mono uppercase"
                {...form.register('code')}
              />
            </FormField>
          </div>
          <Button type="submit" className="mt-7" disabled={isSubmitting}>
            {isSubmitting ? 'Checking...' : 'Check In'}
          </Button>
        </form>
        {visit ? <CheckedInSummary visit={visit} /> : null}
      </CardContent>
    </Card>
  );
}

function CheckedInSummary({ visit }: { visit: CheckedInVisit }) {
  return (
    <section aria-label="Checked in" className="grid gap-3 rounded-md border p-4 text-sm">
      <p className="font-medium">
        {visit.number} · {visit.organisation} · {slotLabel(visit.hour)}
      </p>
      <div>
        <h3 className="font-medium">Check each visitor&apos;s ID</h3>
        <ul className="list-disc pl-5">
          {visit.visitors.map((visitor, index) => (
            <li key={index}>
              {visitor.name}: {ID_TYPE_LABELS[visitor.id_type]}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-medium">Bring to the viewing room</h3>
        <ul className="list-disc pl-5">
          {visit.items.map((item) => (
            <li key={item.id}>
              {item.name} ({VAULT_CATEGORY_LABELS[item.category]})
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
