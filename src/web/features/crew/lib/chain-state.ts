import type { AssignedShipment } from '#shared/courier';
import { HANDOFF_KINDS, handoffMayFollow, inCrewHands, type HandoffKind } from '#shared/custody';
import type { QueuedHandoff } from '../outbox/outbox-store';

/**
 * Where a shipment's chain stands on this phone (decision 077): the server's latest handoff, then
 * what the phone made since and has not sent yet, so a courier offline walks on from there.
 */
export type ChainState = {
  last: HandoffKind | null;
  /** The seals a later handoff must show: the latest pickup's, the phone's own if queued. */
  pickupSeals: string[];
  /** The phone's handoffs of this shipment still waiting, oldest first. */
  queued: QueuedHandoff[];
  /** One of them was refused: nothing after it can be made until it is dealt with. */
  blocked: boolean;
};

export function chainState(shipment: AssignedShipment, outbox: QueuedHandoff[]): ChainState {
  const queued = outbox.filter((handoff) => handoff.shipment_id === shipment.id);
  let last = shipment.last_handoff;
  let pickupSeals = shipment.pickup_seals;
  for (const { handoff } of queued) {
    last = handoff.kind;
    if (handoff.kind === 'pickup') pickupSeals = handoff.seal_numbers;
  }
  return { last, pickupSeals, queued, blocked: queued.some((handoff) => handoff.refusal) };
}

/** The handoffs that may come next, in the chain's order. */
export const nextKinds = (last: HandoffKind | null): HandoffKind[] =>
  HANDOFF_KINDS.filter((kind) => handoffMayFollow(last, kind));

/** Shipments whose position the phone reports: those its crew holds, by server or by outbox. */
export const carried = (state: ChainState) => inCrewHands(state.last);
