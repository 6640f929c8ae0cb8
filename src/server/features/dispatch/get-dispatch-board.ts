import { sql } from 'drizzle-orm';
import {
  BOARD_ATTENTION_LIMIT,
  BOARD_DUE_LIMIT,
  BOARD_FLAGS,
  CUSTODY_GAP_HOURS,
  DISPATCH_TIME_ZONE,
  POSITION_SILENCE_MINUTES,
  type BoardDay,
  type BoardFlag,
  type BoardShipment,
  type DispatchBoard,
  type DueKind,
} from '#shared/admin/dispatch-board';
import type { SecurityLevel } from '#shared/security-level';
import {
  FINISHED_SHIPMENT_STATUSES,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
} from '#shared/shipment-status';
import { queryRows, type DbOrTx } from '../../db/client';
import { crews, custodyHandoffs, shipmentPositions, shipments, vehicles } from '../../db/schema';
import { membersOf } from '../shared/crew-members';
import { boardDayOf } from './board-day';

const OPEN_STATUSES = SHIPMENT_STATUSES.filter(
  (status) => !FINISHED_SHIPMENT_STATUSES.includes(status),
);

type Row = {
  list: 'due' | 'attention';
  total: number;
  id: string;
  tracking_number: string;
  origin: string;
  destination: string;
  status: ShipmentStatus;
  security_level: SecurityLevel;
  crew_id: string | null;
  crew_name: string | null;
  vehicle_id: string | null;
  registration: string | null;
  due_kind: DueKind | null;
  due_ms: number | null;
  last_position_ms: number | null;
} & Record<BoardFlag, boolean>;

const millis = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The Dispatch board (decision 076) in one statement over the open shipments, which the status
 * index finds: for each, its last handoff, its last position and its chain's flags from the
 * shipment's own index entries; then those due on the day (their next step, pickup or delivery,
 * falls in it) and those late or flagged, each list cut at its limit and counted in full. Every
 * rule reads `now` from the caller, so one clock decides them all.
 */
export async function getDispatchBoard({
  db,
  day,
  now = new Date(),
}: {
  db: DbOrTx;
  day: BoardDay;
  now?: Date;
}): Promise<DispatchBoard> {
  const { date, start, end } = boardDayOf(day, now);
  const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
  const silentSince = new Date(now.getTime() - POSITION_SILENCE_MINUTES * 60_000);
  const rows = await queryRows<Row>(
    db,
    sql`
    with open_shipments as (
      select s.id, s.tracking_number, s.origin, s.destination, s.status, s.security_level,
        s.crew_id, s.vehicle_id, s.date_of_shipment, s.estimated_delivery
      from ${shipments} s
      where s.status in (${sql.join(
        OPEN_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})
    ),
    facts as (
      select o.*, last_handoff.kind as last_kind, last_handoff.device_time as last_handoff_at,
        last_handoff.far_from_route as handoff_far, last_position.device_time as last_position_at,
        last_position.far_from_route as position_far, chain.picked_up, chain.gap, chain.unsigned,
        o.status = 'pending' and not coalesce(chain.picked_up, false) as awaiting_pickup
      from open_shipments o
      left join lateral (
        select h.kind, h.device_time, h.far_from_route from ${custodyHandoffs} h
        where h.shipment_id = o.id order by h.received_at desc, h.id desc limit 1
      ) last_handoff on true
      left join lateral (
        select p.device_time, p.far_from_route from ${shipmentPositions} p
        where p.shipment_id = o.id order by p.device_time desc limit 1
      ) last_position on true
      left join lateral (
        -- A gap counts while a crew holds the shipment (after a pickup or a transfer), up to the
        -- next handoff or, for the chain's open end, up to now; the vault's keeping is no gap.
        select bool_or(step.kind = 'pickup') as picked_up,
          bool_or(step.kind in ('pickup', 'transfer')
            and coalesce(step.next_at, ${at(now)}) - step.device_time
              > make_interval(hours => ${CUSTODY_GAP_HOURS})) as gap,
          bool_or(step.kind = 'transfer'
            and coalesce(octet_length(step.signature_png), 0) = 0) as unsigned
        from (
          select h.kind, h.device_time, h.signature_png,
            lead(h.device_time) over (order by h.device_time, h.received_at, h.id) as next_at
          from ${custodyHandoffs} h where h.shipment_id = o.id
        ) step
      ) chain on true
    ),
    flagged as (
      select f.*,
        case when f.awaiting_pickup and f.date_of_shipment is not null then 'pickup'
          when f.estimated_delivery is not null then 'delivery' end as due_kind,
        case when f.awaiting_pickup and f.date_of_shipment is not null then f.date_of_shipment
          else f.estimated_delivery end as due_at,
        coalesce(f.awaiting_pickup and f.date_of_shipment <= ${at(now)}, false) as pickup_overdue,
        coalesce(f.estimated_delivery <= ${at(now)}, false) as delivery_overdue,
        coalesce(f.last_kind in ('pickup', 'transfer')
          and greatest(f.last_handoff_at, f.last_position_at) <= ${at(silentSince)}, false)
          as no_recent_position,
        coalesce(f.gap, false) as custody_gap,
        coalesce(f.unsigned, false) as unsigned_transfer,
        coalesce(f.last_kind in ('pickup', 'transfer') and case
          when f.last_position_at >= f.last_handoff_at then f.position_far
          else f.handoff_far end, false) as far_from_route
      from facts f
    ),
    due as (
      select 'due' as list, count(*) over ()::int as total,
        row_number() over (order by due_at, tracking_number) as place, flagged.*
      from flagged where due_at >= ${at(start)} and due_at < ${at(end)}
    ),
    attention as (
      select 'attention' as list, count(*) over ()::int as total,
        row_number() over (order by due_at nulls last, tracking_number) as place, flagged.*
      from flagged
      where ${sql.join(
        BOARD_FLAGS.map((flag) => sql.raw(flag)),
        sql` or `,
      )}
    ),
    listed as (
      select * from due where place <= ${BOARD_DUE_LIMIT}
      union all
      select * from attention where place <= ${BOARD_ATTENTION_LIMIT}
    )
    select listed.list, listed.total, listed.id, listed.tracking_number, listed.origin,
      listed.destination, listed.status, listed.security_level, listed.crew_id,
      c.name as crew_name, listed.vehicle_id, v.registration, listed.due_kind,
      ${millis(sql`listed.due_at`)} as due_ms,
      ${millis(sql`listed.last_position_at`)} as last_position_ms,
      ${sql.join(
        BOARD_FLAGS.map((flag) => sql.raw(`listed.${flag}`)),
        sql`, `,
      )}
    from listed
    left join ${crews} c on c.id = listed.crew_id
    left join ${vehicles} v on v.id = listed.vehicle_id
    order by listed.list, listed.place`,
  );

  const due = rows.filter((row) => row.list === 'due');
  const attention = rows.filter((row) => row.list === 'attention');
  const crewNames = new Map<string, string>();
  for (const row of due) if (row.crew_id) crewNames.set(row.crew_id, row.crew_name ?? '');
  const members = await membersOf(db, [...crewNames.keys()]);
  const byCrew = [...crewNames]
    .sort(([idA, nameA], [idB, nameB]) => nameA.localeCompare(nameB) || idA.localeCompare(idB))
    .map(([id, name]) => ({
      id,
      name,
      members: members.get(id) ?? [],
      shipments: due.filter((row) => row.crew_id === id).map(toBoardShipment),
    }));
  return {
    day,
    date,
    time_zone: DISPATCH_TIME_ZONE,
    crews: byCrew,
    unassigned: due.filter((row) => !row.crew_id).map(toBoardShipment),
    more_due: Math.max(0, (due[0]?.total ?? 0) - due.length),
    attention: attention.map(toBoardShipment),
    more_attention: Math.max(0, (attention[0]?.total ?? 0) - attention.length),
  };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toBoardShipment(row: Row): BoardShipment {
  return {
    id: row.id,
    tracking_number: row.tracking_number,
    origin: row.origin,
    destination: row.destination,
    status: row.status,
    security_level: row.security_level,
    crew_id: row.crew_id,
    vehicle: row.vehicle_id ? { id: row.vehicle_id, registration: row.registration ?? '' } : null,
    due: row.due_kind && row.due_ms !== null ? { kind: row.due_kind, at: iso(row.due_ms)! } : null,
    last_position_at: iso(row.last_position_ms),
    flags: BOARD_FLAGS.filter((flag) => row[flag]),
  };
}
