import type { PublicTracking } from '#shared/tracking-answer';
import { SecurityLevelBadge } from '../../../../ui/security-level-badge';
import { TrackCard } from './track-card';
import { NOT_AVAILABLE } from '../../../../lib/format';

export function TrackPackageDetails({ tracking }: { tracking: PublicTracking }) {
  const rows = [
    {
      label: 'Weight',
      value: tracking.weight_kg === null ? NOT_AVAILABLE : `${tracking.weight_kg} kg`,
    },
    {
      label: 'Dimensions',
      value: tracking.dimensions_cm ? `${tracking.dimensions_cm} cm` : NOT_AVAILABLE,
    },
    { label: 'Security Level', value: <SecurityLevelBadge level={tracking.security_level} /> },
  ];
  return (
    <TrackCard id="track-package-heading" title="Package Details">
      <dl className="grid gap-3 text-sm">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex items-center justify-between gap-4">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </TrackCard>
  );
}
