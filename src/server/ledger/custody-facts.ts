import { ledgerCoordinate, type HandoffFacts } from '#shared/ledger';
import type { custodyHandoffs } from '../db/schema';

/**
 * What a handoff's ledger entry states (decision 073): its tracking update's facts at the
 * device's time and the handoff's own, the position to 5 decimals. One rule for the handoff's
 * own transaction and for the backfill of handoffs recorded before the ledger (decision 074).
 */
export function handoffFacts(
  update: { tracking_number: string; status: HandoffFacts['status']; location: string },
  handoff: Pick<
    typeof custodyHandoffs.$inferSelect,
    | 'id'
    | 'kind'
    | 'seal_numbers'
    | 'seals_broken'
    | 'signer_name'
    | 'latitude'
    | 'longitude'
    | 'accuracy_m'
    | 'device_time'
    | 'received_at'
  >,
): HandoffFacts {
  return {
    tracking_number: update.tracking_number,
    status: update.status,
    location: update.location,
    time: handoff.device_time.toISOString(),
    handoff_id: handoff.id,
    kind: handoff.kind,
    seal_numbers: handoff.seal_numbers,
    seals_broken: handoff.seals_broken,
    signer_name: handoff.signer_name,
    latitude: ledgerCoordinate(handoff.latitude),
    longitude: ledgerCoordinate(handoff.longitude),
    accuracy_m: handoff.accuracy_m,
    device_time: handoff.device_time.toISOString(),
    received_at: handoff.received_at.toISOString(),
  };
}
