import { Link, useOutletContext } from 'react-router';
import { HANDOFF_KIND_LABELS } from '#shared/custody';
import { Button } from '../../../ui/button';
import { ShipmentStatusBadge } from '../../../ui/shipment-status-badge';
import { useCrewShipments } from '../api/crew-queries';
import { OutboxList } from '../components/outbox-list';
import { PositionLine } from '../components/position-line';
import { chainState, nextKinds } from '../lib/chain-state';
import { useOutboxContents } from '../outbox/use-outbox';
import type { CrewContext } from '../lib/crew-context';

/** The crew's shipments, each with the handoff that comes next, and what waits to be sent. */
export function CrewShipmentsPage() {
  const { position } = useOutletContext<CrewContext>();
  const shipments = useCrewShipments();
  const outbox = useOutboxContents();

  return (
    <div className="grid gap-5">
      <h1 className="text-xl font-semibold">My shipments</h1>
      <PositionLine position={position} />
      {outbox && <OutboxList handoffs={outbox.handoffs} positions={outbox.positions.length} />}
      {shipments.isPending ? (
        <p role="status">Loading your shipments…</p>
      ) : shipments.isError ? (
        <p role="alert">Your shipments could not be loaded. Check the network and try again.</p>
      ) : shipments.data.length === 0 ? (
        <p>No shipment is assigned to your crew.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Shipments">
          {shipments.data.map((shipment) => {
            const state = chainState(shipment, outbox?.handoffs ?? []);
            const next = nextKinds(state.last);
            return (
              <li key={shipment.id} className="grid gap-2 rounded-lg border p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-mono font-semibold">{shipment.tracking_number}</h2>
                  <ShipmentStatusBadge status={shipment.status} />
                </div>
                <p className="text-sm">
                  {shipment.origin} → {shipment.destination}
                </p>
                {shipment.client_name && (
                  <p className="text-sm text-muted-foreground">For {shipment.client_name}</p>
                )}
                <p className="text-sm">
                  {state.last
                    ? `Last handoff: ${HANDOFF_KIND_LABELS[state.last]}`
                    : 'Not picked up yet'}
                  {state.queued.length > 0 && ' (on this phone, not sent yet)'}
                </p>
                {next.length > 0 && !state.blocked && (
                  <Button asChild>
                    <Link
                      to={`/crew/shipments/${shipment.id}`}
                      aria-label={`Record a handoff of ${shipment.tracking_number}`}
                    >
                      Record{' '}
                      {next.map((kind) => HANDOFF_KIND_LABELS[kind].toLowerCase()).join(' or ')}
                    </Link>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
