import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  BOARD_DAY_LABELS,
  BOARD_DAYS,
  BOARD_FLAG_LABELS,
  DUE_KIND_LABELS,
  LATE_FLAGS,
  type BoardDay,
  type BoardShipment,
  type DispatchBoard as Board,
} from '#shared/admin/dispatch-board';
import { useOpenedDialog } from '../../../lib/use-opened-dialog';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { QueryState } from '../../../ui/query-state';
import { ShipmentStatusBadge } from '../../../ui/shipment-status-badge';
import { ToggleGroup } from '../../../ui/toggle-group';
import { ToneBadge } from '../../../ui/tone-badge';
import { useDispatchBoard } from '../api/get-dispatch-board';
import { useStaffMayChange } from '../lib/use-staff-may';
import { AssignCrewForm } from './crew-card';
import { DispatchBoardMap } from './dispatch-board-map';

const DAY_OPTIONS = BOARD_DAYS.map((value) => ({ value, label: BOARD_DAY_LABELS[value] }));

/**
 * The Dispatch board (decision 076): the day's shipments under the crew that carries them, those
 * no crew carries yet (Operations give them one here), and those late or flagged, of any day.
 * Every flag is a badge with its words, never a colour alone. A shipment a crew carries can be
 * shown on the live map beside the lists (decision 081).
 */
export function DispatchBoard() {
  const [day, setDay] = useState<BoardDay>('today');
  const board = useDispatchBoard(day);
  const mayAssign = useStaffMayChange('dispatch');
  const assigning = useOpenedDialog<BoardShipment>();
  const [mapped, setMapped] = useState<BoardShipment | null>(null);
  const mapOpener = useRef<HTMLElement | null>(null);
  const showOnMap: ShowOnMap = (shipment, opener) => {
    if (mapped?.id === shipment.id) {
      setMapped(null);
      return;
    }
    mapOpener.current = opener;
    setMapped(shipment);
  };
  const closeMap = () => {
    setMapped(null);
    // The map's Close went with it: the focus goes back to the shipment's Show on Map.
    const opener = mapOpener.current;
    if (opener?.isConnected) requestAnimationFrame(() => opener.focus());
  };

  return (
    <section aria-labelledby="dispatch-board-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="dispatch-board-heading" className="text-xl font-semibold">
            Board
          </h2>
          <p className="text-sm text-muted-foreground">
            Shipments whose pickup or delivery is due, by crew, on our clock (New York).
          </p>
        </div>
        <ToggleGroup
          label="Day"
          value={day}
          options={DAY_OPTIONS}
          onChange={setDay}
          className="grid-cols-2"
        />
      </div>
      <QueryState
        query={board}
        loadingText="Loading the board..."
        errorTitle="Error fetching the board"
      >
        {(data) => {
          const lists = (
            <BoardLists
              board={data}
              onAssign={
                mayAssign ? (shipment, opener) => assigning.open(shipment, opener) : undefined
              }
              mappedId={mapped?.id ?? null}
              onShowOnMap={showOnMap}
            />
          );
          // The map beside the lists on a wide screen, kept in view while they scroll; above them
          // on a narrow one. The lists keep their place in the tree, so opening or closing the
          // map does not rebuild them and the toggle keeps (or gets back) the focus.
          return (
            <div
              className={
                mapped
                  ? 'grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] xl:items-start'
                  : 'grid'
              }
            >
              {mapped && (
                <div className="xl:sticky xl:top-4 xl:order-last">
                  <DispatchBoardMap key={mapped.id} shipment={mapped} onClose={closeMap} />
                </div>
              )}
              {lists}
            </div>
          );
        }}
      </QueryState>
      <Dialog open={assigning.what !== null} onOpenChange={(open) => !open && assigning.close()}>
        {assigning.what && (
          <DialogContent
            title="Assign Crew"
            description={`Choose the crew and vehicle that carry ${assigning.what.tracking_number}.`}
          >
            <AssignCrewForm
              shipment={{
                ...assigning.what,
                crew: assigning.what.crew_id ? { id: assigning.what.crew_id } : null,
              }}
              onAssigned={assigning.dismiss}
            />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}

type Assign = (shipment: BoardShipment, opener: HTMLElement | null) => void;
type ShowOnMap = (shipment: BoardShipment, opener: HTMLElement) => void;

function BoardLists({
  board,
  onAssign,
  mappedId,
  onShowOnMap,
}: {
  board: Board;
  onAssign: Assign | undefined;
  mappedId: string | null;
  onShowOnMap: ShowOnMap;
}) {
  const mapToggle = (shipment: BoardShipment) => (
    <MapToggle shipment={shipment} shown={mappedId === shipment.id} onToggle={onShowOnMap} />
  );
  const dayName = BOARD_DAY_LABELS[board.day].toLowerCase();
  const zone = board.time_zone;
  const nothingDue = board.crews.length === 0 && board.unassigned.length === 0;
  return (
    <div className="grid gap-6">
      {nothingDue ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-8 text-center text-muted-foreground">
          Nothing due {dayName}.
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {board.crews.map((crew) => (
            <Card key={crew.id}>
              <CardHeader>
                <CardTitle as="h3">{crew.name}</CardTitle>
                <CardDescription>
                  {crew.members.map((member) => member.name).join(', ')}
                  {vehiclesOf(crew.shipments)}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <ShipmentList label={`Due ${dayName}: ${crew.name}`} shipments={crew.shipments}>
                  {(shipment) => (
                    <ShipmentCard shipment={shipment} zone={zone}>
                      {mapToggle(shipment)}
                    </ShipmentCard>
                  )}
                </ShipmentList>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      {board.more_due > 0 && (
        <p className="text-sm text-muted-foreground">
          And {board.more_due} more due {dayName}, not shown: see Shipments.
        </p>
      )}
      <Card>
        <CardHeader>
          <CardTitle as="h3">Unassigned</CardTitle>
          <CardDescription>Due {dayName}, carried by no crew yet.</CardDescription>
        </CardHeader>
        <CardContent>
          {board.unassigned.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Every shipment due {dayName} has a crew.
            </p>
          ) : (
            <ShipmentList label={`Unassigned, due ${dayName}`} shipments={board.unassigned}>
              {(shipment) => (
                <ShipmentCard shipment={shipment} zone={zone}>
                  {onAssign && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Assign Crew to ${shipment.tracking_number}`}
                      onClick={(event) => onAssign(shipment, event.currentTarget)}
                    >
                      Assign Crew
                    </Button>
                  )}
                </ShipmentCard>
              )}
            </ShipmentList>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Late and flagged</CardTitle>
          <CardDescription>
            Open shipments of any day that are late, or whose chain of custody needs a look.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {board.attention.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing late or flagged.</p>
          ) : (
            <ShipmentList label="Late and flagged" shipments={board.attention}>
              {(shipment) => (
                <ShipmentCard shipment={shipment} zone={zone} withDate>
                  {shipment.crew_id && mapToggle(shipment)}
                </ShipmentCard>
              )}
            </ShipmentList>
          )}
          {board.more_attention > 0 && (
            <p className="mt-3 text-sm text-muted-foreground">
              And {board.more_attention} more, not shown.
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * Shows the shipment on the live map, or hides it again: a toggle whose pressed state says which.
 * Only shipments a crew carries have one: no one reports a position for the others.
 */
function MapToggle({
  shipment,
  shown,
  onToggle,
}: {
  shipment: BoardShipment;
  shown: boolean;
  onToggle: ShowOnMap;
}) {
  return (
    <Button
      size="sm"
      variant={shown ? 'default' : 'outline'}
      aria-pressed={shown}
      aria-label={`Show on Map: ${shipment.tracking_number}`}
      onClick={(event) => onToggle(shipment, event.currentTarget)}
    >
      Show on Map
    </Button>
  );
}

/** ' · Vehicles OTC 101, OTC 102': the vehicles the crew's shipments of the day travel in. */
function vehiclesOf(shipments: BoardShipment[]): string {
  const registrations = [
    ...new Set(shipments.flatMap((shipment) => shipment.vehicle?.registration ?? [])),
  ];
  if (registrations.length === 0) return '';
  return ` · Vehicle${registrations.length > 1 ? 's' : ''} ${registrations.join(', ')}`;
}

function ShipmentList({
  label,
  shipments,
  children,
}: {
  label: string;
  shipments: BoardShipment[];
  children: (shipment: BoardShipment) => React.ReactNode;
}) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {shipments.map((shipment) => (
        <li key={shipment.id}>{children(shipment)}</li>
      ))}
    </ul>
  );
}

function ShipmentCard({
  shipment,
  zone,
  withDate = false,
  children,
}: {
  shipment: BoardShipment;
  zone: string;
  withDate?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <article
      aria-label={shipment.tracking_number}
      className="grid gap-2 rounded-md border border-border p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={`/admin/shipments/${shipment.id}`}
          className="font-mono text-sm font-semibold text-accent-text underline-offset-4 hover:underline"
        >
          {shipment.tracking_number}
        </Link>
        <ShipmentStatusBadge status={shipment.status} />
      </div>
      <p className="text-sm">
        {shipment.origin} → {shipment.destination}
      </p>
      <p className="text-sm text-muted-foreground">
        {shipment.due
          ? `${DUE_KIND_LABELS[shipment.due.kind]} ${dueTime(shipment.due.at, zone, withDate)}`
          : 'No date set'}
        {withDate && shipment.vehicle ? ` · ${shipment.vehicle.registration}` : ''}
      </p>
      {shipment.flags.length > 0 && (
        <ul aria-label="Flags" className="flex flex-wrap gap-1.5">
          {shipment.flags.map((flag) => (
            <li key={flag}>
              <ToneBadge tone={LATE_FLAGS.includes(flag) ? 'red' : 'orange'}>
                {BOARD_FLAG_LABELS[flag]}
              </ToneBadge>
            </li>
          ))}
        </ul>
      )}
      {children && <div>{children}</div>}
    </article>
  );
}

/** '2:00 PM', or 'Dec 6, 2:00 PM' where the day may differ, on the board's clock. */
function dueTime(iso: string, timeZone: string, withDate: boolean): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(withDate && { month: 'short', day: 'numeric' }),
  }).format(new Date(iso));
}
