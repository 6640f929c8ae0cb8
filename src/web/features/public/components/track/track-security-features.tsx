import { ShieldCheck } from 'lucide-react';
import { TrackCard } from './track-card';

export function TrackSecurityFeatures({ features }: { features: readonly string[] }) {
  return (
    <TrackCard id="track-security-heading" title="Security Features">
      <ul className="grid gap-3 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <ShieldCheck
              aria-hidden="true"
              className="size-5 shrink-0 text-green-700 dark:text-green-400"
            />
            {feature}
          </li>
        ))}
      </ul>
    </TrackCard>
  );
}
