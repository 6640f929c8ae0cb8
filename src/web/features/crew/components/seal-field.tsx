import { ScanLine, X } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { CUSTODY_MESSAGES, normalSealNumber, SEALS_PER_HANDOFF } from '#shared/custody';
import { isSealNumber } from '#shared/custody-schema';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { SealScanner } from './seal-scanner';

type SealFieldProps = {
  seals: string[];
  onChange(seals: string[]): void;
  error?: string;
};

/** The seal numbers of a handoff: scanned with the camera, or typed when a code will not read. */
export function SealField({ seals, onChange, error }: SealFieldProps) {
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const inputId = useId();
  const errorId = useId();

  const add = useCallback(
    (raw: string): boolean => {
      const seal = normalSealNumber(raw);
      if (!isSealNumber(seal)) {
        setTypedError(CUSTODY_MESSAGES.sealNumber);
        return false;
      }
      if (seals.length >= SEALS_PER_HANDOFF) {
        setTypedError(CUSTODY_MESSAGES.tooManySeals);
        return false;
      }
      setTypedError(null);
      if (!seals.includes(seal)) onChange([...seals, seal]);
      setAnnouncement(`Seal ${seal} added.`);
      return true;
    },
    [seals, onChange],
  );
  const scanned = useCallback(
    (seal: string) => {
      setScanning(false);
      add(seal);
    },
    [add],
  );
  const message = typedError ?? error;

  return (
    <fieldset className="grid gap-2" aria-describedby={message ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">Seal numbers</legend>
      {seals.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Seals recorded">
          {seals.map((seal) => (
            <li
              key={seal}
              className="flex items-center gap-1 rounded-full border bg-muted px-3 py-1 font-mono text-sm"
            >
              {seal}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6"
                aria-label={`Remove seal ${seal}`}
                onClick={() => onChange(seals.filter((one) => one !== seal))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No seal recorded yet.</p>
      )}
      {scanning ? (
        <SealScanner onSeal={scanned} onClose={() => setScanning(false)} />
      ) : (
        <Button type="button" variant="outline" onClick={() => setScanning(true)}>
          <ScanLine aria-hidden="true" />
          Scan a seal
        </Button>
      )}
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Seal number
        </label>
        <Input
          id={inputId}
          value={typed}
          placeholder="Type a seal number"
          autoCapitalize="characters"
          aria-invalid={typedError ? true : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (add(typed)) setTyped('');
          }}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            if (add(typed)) setTyped('');
          }}
        >
          Add seal
        </Button>
      </div>
      {message && (
        <p id={errorId} className="text-sm text-destructive">
          {message}
        </p>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
