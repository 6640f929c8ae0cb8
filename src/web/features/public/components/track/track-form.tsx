import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../../ui/button';
import { FormField } from '../../../../ui/form-field';
import { Input } from '../../../../ui/input';

type TrackFormProps = {
  /** The number last looked up; the field starts with it. */
  initialNumber: string;
  pending: boolean;
  /** Called with what the visitor typed, as typed. */
  onTrack: (input: string) => void;
};

export function TrackForm({ initialNumber, pending, onTrack }: TrackFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onTrack(String(new FormData(event.currentTarget).get('number') ?? ''));
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label="Track a shipment"
      className="grid gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-lg sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <FormField label="Tracking Number">
        {/* Keyed so the field shows the number again after back/forward changes the address. */}
        <Input
          key={initialNumber}
          name="number"
          defaultValue={initialNumber}
          placeholder="e.g. OTC1763380800003"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="h-12 text-base"
        />
      </FormField>
      <Button type="submit" variant="accent" size="lg" disabled={pending}>
        <Search aria-hidden="true" />
        {pending ? 'Tracking...' : 'Track'}
      </Button>
    </form>
  );
}
