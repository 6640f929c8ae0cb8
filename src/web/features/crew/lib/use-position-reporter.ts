import { useEffect, useEffectEvent, useState } from 'react';
import { POSITION_INTERVAL_MS } from '#shared/crew-app';
import { outboxChanged } from '../outbox/outbox-changes';
import { queuePositions } from '../outbox/outbox-store';
import { requestSend } from '../outbox/use-outbox';

export type Fix = { latitude: number; longitude: number; accuracy_m: number; at: number };

export type PositionState = { fix: Fix | null; problem: string | null };

const POSITION_MESSAGES = {
  denied: 'Location is off for this app: allow it so that handoffs and the route can be recorded.',
  unavailable: 'No position yet: move to open sky or wait a moment.',
  unsupported: 'This browser cannot tell where the phone is.',
} as const;

const FIX_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 5000,
  timeout: 10_000,
};

/** One fix of the phone's position now, or the reason there is none. */
export function takeFix(): Promise<Fix> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(POSITION_MESSAGES.unsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords, timestamp }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy_m: coords.accuracy,
          at: timestamp,
        }),
      (error) =>
        reject(
          new Error(
            error.code === error.PERMISSION_DENIED
              ? POSITION_MESSAGES.denied
              : POSITION_MESSAGES.unavailable,
          ),
        ),
      FIX_OPTIONS,
    );
  });
}

/**
 * While the crew holds shipments, takes the phone's position at once and every 15 seconds and
 * queues one position per shipment carried (decision 077); the outbox sends them, offline ones
 * when the network returns. Also the latest fix, which a handoff reuses while fresh.
 */
export function usePositionReporter(carriedIds: string[]): PositionState {
  const [state, setState] = useState<PositionState>({ fix: null, problem: null });
  const key = carriedIds.join(',');
  const report = useEffectEvent(async () => {
    try {
      const fix = await takeFix();
      setState({ fix, problem: null });
      const device_time = new Date(fix.at).toISOString();
      await queuePositions(
        carriedIds.map((shipment_id) => ({
          shipment_id,
          latitude: fix.latitude,
          longitude: fix.longitude,
          accuracy_m: fix.accuracy_m,
          device_time,
        })),
      );
      outboxChanged();
      requestSend();
    } catch (error) {
      setState((current) => ({ ...current, problem: (error as Error).message }));
    }
  });
  useEffect(() => {
    if (!key) return;
    void report();
    const timer = window.setInterval(() => void report(), POSITION_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [key]);
  return state;
}
