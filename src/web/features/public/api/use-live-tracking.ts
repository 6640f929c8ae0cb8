import { useState } from 'react';
import { SHIPMENT_CHANGED_EVENT } from '#shared/live-events';
import type { PublicTracking } from '#shared/tracking-answer';
import { useEventStream } from '../../../lib/use-event-stream';
import { getTracking } from './get-tracking';

type Shown = {
  /** The lookup the page made; a new one replaces whatever the stream brought. */
  loaded: PublicTracking | null;
  tracking: PublicTracking | null;
  /** How many times the stream brought a fresher read, for the screen-reader announcement. */
  refreshes: number;
};

/**
 * The shipment as the lookup found it, replaced by a fresh read whenever staff change it (the
 * public live stream says so), without a reload and without the lookup's toast.
 */
export function useLiveTracking(loaded: PublicTracking | null) {
  const [shown, setShown] = useState<Shown>({ loaded, tracking: loaded, refreshes: 0 });
  if (shown.loaded !== loaded) setShown({ loaded, tracking: loaded, refreshes: 0 });

  const number = loaded?.tracking_number ?? null;
  const refresh = () => {
    if (!number) return;
    // A failed refresh (the lookup limit, a dropped connection) keeps what is shown.
    getTracking(number).then(
      (fresh) =>
        setShown((current) =>
          current.loaded === loaded
            ? { loaded, tracking: fresh, refreshes: current.refreshes + 1 }
            : current,
        ),
      () => {},
    );
  };
  useEventStream(
    number ? `/api/track/${encodeURIComponent(number)}/events` : null,
    { [SHIPMENT_CHANGED_EVENT]: refresh },
    // The lookup has just read it: a fresh read after a break only, to spare the lookup budget.
    (again) => {
      if (again) refresh();
    },
  );
  return {
    tracking: shown.loaded === loaded ? shown.tracking : loaded,
    refreshes: shown.refreshes,
  };
}
