import { useState, type FormEvent } from 'react';
import { clientMay } from '#shared/client-roles';
import { dualControlInputSchema, type DualControlAnswer } from '#shared/request-schema';
import { ApiError } from '../../../lib/api';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { formatMoney } from '../../../lib/format';
import { useSession } from '../../../session/get-session';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { Spinner } from '../../../ui/spinner';
import { Switch } from '../../../ui/switch';
import { toast } from '../../../ui/use-toast';
import { useDualControl, useSetDualControl } from '../api/dual-control';

/** The rule in one sentence, as everyone in the organisation reads it. */
function ruleSentence(rule: DualControlAnswer): string {
  return rule.enabled
    ? `On: a booking with a declared value above ${formatMoney(rule.booking_threshold)} needs the approval of a second Owner or Approver before it reaches us.`
    : 'Off: every booking goes straight to us, without a second approval.';
}

/** Until an Owner chooses, the server decides by the number of people who could approve. */
function defaultNote(rule: DualControlAnswer): string | null {
  if (rule.chosen) return null;
  return `No Owner has chosen yet, so it is on when the organisation has two or more Owners and Approvers; it has ${rule.approver_count}.`;
}

/**
 * Four-eyes approval (decision 067): whether a booking needs a second person of the organisation.
 * Everyone reads the rule; an Owner changes it (CLIENT_ACCESS.requestRules).
 */
export function DualControlCard() {
  const rule = useDualControl();
  const { clientRole } = useSession();
  const mayChange = clientMay(clientRole, 'requestRules');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Four-eyes approval</CardTitle>
        <CardDescription>
          Ask a second Owner or Approver to approve valuable bookings before they reach us.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {rule.isPending && <Spinner label="Loading the four-eyes rule..." />}
        {rule.isError && (
          <p role="alert" className="text-destructive">
            The four-eyes rule could not be loaded.
          </p>
        )}
        {rule.isSuccess && (
          <>
            <p>{ruleSentence(rule.data)}</p>
            {defaultNote(rule.data) && (
              <p className="text-muted-foreground">{defaultNote(rule.data)}</p>
            )}
            {/* Keyed by the saved rule: after a save the form starts from what was kept. */}
            {mayChange && (
              <DualControlForm
                key={`${rule.data.enabled}-${rule.data.booking_threshold}`}
                rule={rule.data}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function DualControlForm({ rule }: { rule: DualControlAnswer }) {
  const save = useSetDualControl();
  const [enabled, setEnabled] = useState(rule.enabled);
  const [threshold, setThreshold] = useState(String(rule.booking_threshold));
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = dualControlInputSchema.safeParse({ enabled, booking_threshold: threshold });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).booking_threshold);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => toast({ title: 'Rule Saved', description: ruleSentence(saved) }),
      onError: (failure) => {
        if (failure instanceof ApiError) setError(failure.fields.booking_threshold);
        toast({
          title: 'Error saving the rule',
          description: failure.message || 'Something went wrong',
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Four-eyes rule" className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="dual-control-enabled">Require a second approval</Label>
        <Switch id="dual-control-enabled" checked={enabled} onCheckedChange={setEnabled} />
      </div>
      <FormField
        label="Above a declared value of (USD)"
        hint="Bookings worth this much or less go straight to us. Applies to bookings made from now on."
        error={error}
      >
        <Input
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={threshold}
          disabled={!enabled}
          onChange={(event) => {
            setThreshold(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? 'Saving...' : 'Save Rule'}
      </Button>
    </form>
  );
}
