import { Camera, Download, TriangleAlert } from 'lucide-react';
import { Button } from '../../../../ui/button';
import { toastNotImplemented } from '../../../../ui/use-toast';
import { TrackCard } from './track-card';

// Placeholders the spec keeps as a notice until a later issue makes them real (DESIGN.md §5.12).
const ACTIONS = [
  { icon: Camera, label: 'View Photos' },
  { icon: Download, label: 'Download Receipt' },
  { icon: TriangleAlert, label: 'Report Issue' },
];

export function TrackActions() {
  return (
    <TrackCard id="track-actions-heading" title="Actions">
      <div className="grid gap-3">
        {ACTIONS.map(({ icon: Icon, label }) => (
          <Button
            key={label}
            variant="outline"
            className="justify-start"
            onClick={toastNotImplemented}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>
    </TrackCard>
  );
}
