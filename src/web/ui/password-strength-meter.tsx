import { Suspense, use } from 'react';
import type { PasswordOwner } from '#shared/password-policy';
import { cn } from '../lib/cn';
import type { PasswordEstimator } from '../lib/password-estimator';

/** zxcvbn's scores 0..4 in words; 0 and 1 are both weak. */
const STRENGTH_LABELS = ['Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

const FILL_BY_SCORE = ['bg-red-600', 'bg-red-600', 'bg-orange-500', 'bg-blue-600', 'bg-green-600'];

/** Someone whose e-mail and name are not known here (a reset link carries only its token). */
const UNKNOWN_OWNER: PasswordOwner = { email: '', names: [] };

let estimator: Promise<PasswordEstimator | null> | undefined;

/**
 * The estimator's chunk, fetched the first time a meter shows, then kept; null when it could not
 * be fetched, so the form still works without a meter (the server checks the password anyway).
 */
function loadEstimator(): Promise<PasswordEstimator | null> {
  estimator ??= import('../lib/password-estimator')
    .then((module) => module.createPasswordEstimator())
    .catch(() => null);
  return estimator;
}

type PasswordStrengthMeterProps = {
  password: string;
  owner?: PasswordOwner;
  /** The field's own message; the meter does not repeat it. */
  fieldError?: string;
};

/** How hard the typed password is to guess, and whether the server would refuse it. */
export function PasswordStrengthMeter(props: PasswordStrengthMeterProps) {
  if (!props.password) return null;
  return (
    <Suspense fallback={null}>
      <Meter {...props} />
    </Suspense>
  );
}

function Meter({ password, owner = UNKNOWN_OWNER, fieldError }: PasswordStrengthMeterProps) {
  const estimatePassword = use(loadEstimator());
  if (!estimatePassword) return null;
  const { score, problem } = estimatePassword(password, owner);
  const label = STRENGTH_LABELS[score];
  return (
    <div className="grid gap-1">
      <div
        role="meter"
        aria-label="Strength of this password"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={label}
        className="grid grid-cols-4 gap-1"
      >
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            aria-hidden="true"
            className={cn(
              'h-1.5 rounded-full',
              step <= Math.max(score, 1) ? FILL_BY_SCORE[score] : 'bg-muted',
            )}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        Strength: <span className="font-medium text-foreground">{label}</span>
        {problem && problem !== fieldError && <> — {problem}</>}
      </p>
    </div>
  );
}
