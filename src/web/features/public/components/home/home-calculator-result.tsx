import { CalendarCheck, RotateCcw } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { estimateCost, formatEstimate, type CostEstimateInput } from '#shared/cost-estimate';
import { SECURITY_LEVEL_LABELS } from '#shared/security-level';
import { bookingFormLink } from '../../../../lib/booking-link';
import { Button } from '../../../../ui/button';

type CalculatorResultProps = {
  input: CostEstimateInput | null;
  headingRef: Ref<HTMLHeadingElement>;
  onCalculateAnother: () => void;
};

export function CalculatorResult({ input, headingRef, onCalculateAnother }: CalculatorResultProps) {
  if (!input) return null;
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        Estimated Cost
      </h3>
      <p className="text-5xl font-bold tracking-tight text-accent-text">
        {formatEstimate(estimateCost(input))}
      </p>
      <p className="text-sm text-muted-foreground">
        {input.origin} → {input.destination} · {input.weightKg} kg ·{' '}
        {SECURITY_LEVEL_LABELS[input.security]} security
      </p>
      <p className="max-w-sm text-sm text-muted-foreground">
        This is an estimate and the final cost may vary with the exact route, declared value and
        handling requirements.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* To the portal's booking form with these values; a visitor signs in first and lands
            back on it (RequireSession keeps the address). */}
        <Button asChild>
          <Link to={bookingFormLink(input)}>
            <CalendarCheck aria-hidden="true" />
            Book this shipment
          </Link>
        </Button>
        <Button variant="outline" onClick={onCalculateAnother}>
          <RotateCcw aria-hidden="true" />
          Calculate Another
        </Button>
      </div>
    </div>
  );
}
