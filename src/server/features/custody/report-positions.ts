import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { POSITION_SILENCE_MINUTES } from '#shared/admin/dispatch-board';
import { CUSTODY_MESSAGES, inCrewHands } from '#shared/custody';
import type { PositionReport } from '#shared/custody-schema';
import { DISPATCH_CHANGED_EVENT, POSITIONS_REPORTED_EVENT } from '#shared/live-events';
import { AppError, fieldError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { crewMembers, custodyHandoffs, shipmentPositions, shipments } from '../../db/schema';
import {
  liveEventsStatement,
  liveTopics,
  type LiveEventInput,
} from '../../live/publish-live-event';
import type { NotificationConfig } from '../../notifications/notify-user';
import { requireBelievableDeviceTime } from './device-time';
import { alertFarFromRoute } from './far-from-route-alert';
import { farFromRoute } from './route-region';

/**
 * Stores the positions a courier's device reports (decision 072), every 15 seconds while a
 * shipment is in their crew's hands. A shipment not their crew's is 404, one not in a crew's hands
 * (before pickup, after hand-over) 409: the whole report is refused, nothing stored. A position
 * far outside the route is stored and flagged for operations, who are alerted (at most hourly); a
 * shipment heard of again after a silence the Dispatch board calls late (decision 076) is
 * announced to the staff, so the board drops the flag. The owner's and the staff's maps hear of
 * each report, once per shipment (decision 075).
 *
 * Two statements (decision 079): one reads what the rules need, one stores the positions with
 * their live events, its own transaction; a report with a far position adds its alert in a
 * transaction with them. The rules read what a transaction at read committed would have read.
 */
export async function reportPositions({
  db,
  config,
  courierId,
  report,
  now = new Date(),
}: {
  db: Db;
  config: NotificationConfig;
  courierId: string;
  report: PositionReport;
  now?: Date;
}): Promise<{ recorded: number; far_from_route: number }> {
  for (const position of report.positions) requireBelievableDeviceTime(position.device_time);
  const shipmentIds = [...new Set(report.positions.map((position) => position.shipment_id))];
  const held = await heldShipments(db, courierId, shipmentIds);
  const routes = new Map(held.map((row) => [row.id, row]));
  const missing = shipmentIds.findIndex((id) => !routes.has(id));
  if (missing !== -1) throw new AppError('NOT_FOUND', CUSTODY_MESSAGES.notAssigned);
  const silentSince = now.getTime() - POSITION_SILENCE_MINUTES * 60_000;
  const wasSilent = new Set<string>();
  for (const shipmentId of shipmentIds) {
    const last = routes.get(shipmentId)!;
    if (last.kind === null || last.handoff_at === null || !inCrewHands(last.kind)) {
      throw fieldError('CONFLICT', 'shipment_id', CUSTODY_MESSAGES.notInHands);
    }
    if (Math.max(last.handoff_at, last.position_at ?? 0) <= silentSince) {
      wasSilent.add(shipmentId);
    }
  }
  const rows = report.positions.map((position) => ({
    shipment_id: position.shipment_id,
    courier_id: courierId,
    latitude: position.latitude,
    longitude: position.longitude,
    accuracy_m: position.accuracy_m,
    device_time: new Date(position.device_time),
    far_from_route: farFromRoute(routes.get(position.shipment_id)!, {
      lat: position.latitude,
      lon: position.longitude,
    }),
  }));
  const heardAgain = [...wasSilent].filter((shipmentId) =>
    rows.some((row) => row.shipment_id === shipmentId && row.device_time.getTime() > silentSince),
  );
  const stored = liveEventsStatement(
    [
      ...shipmentIds.flatMap((id) => positionsReported(routes.get(id)!)),
      ...heardAgain.map((shipmentId) => ({
        topic: liveTopics.staff(),
        kind: DISPATCH_CHANGED_EVENT,
        payload: { shipment_id: shipmentId },
      })),
    ],
    db.insert(shipmentPositions).values(rows).getSQL(),
  );
  const far = new Set(rows.filter((row) => row.far_from_route).map((row) => row.shipment_id));
  if (far.size === 0) {
    await db.execute(stored);
  } else {
    await db.transaction(async (tx) => {
      await tx.execute(stored);
      for (const shipmentId of far) {
        await alertFarFromRoute(tx, { config, shipment: routes.get(shipmentId)!, now });
      }
    });
  }
  return { recorded: rows.length, far_from_route: rows.filter((row) => row.far_from_route).length };
}

/**
 * The reported shipments the courier's crew holds, each with its route, its last handoff and the
 * time of its latest position (the top entry of its position index), in one statement.
 */
function heldShipments(db: DbOrTx, courierId: string, shipmentIds: string[]) {
  const lastHandoff = db
    .select({
      kind: custodyHandoffs.kind,
      handoff_at:
        sql<number>`(extract(epoch from ${custodyHandoffs.device_time}) * 1000)::float8`.as(
          'handoff_at',
        ),
    })
    .from(custodyHandoffs)
    .where(eq(custodyHandoffs.shipment_id, shipments.id))
    .orderBy(desc(custodyHandoffs.received_at), desc(custodyHandoffs.id))
    .limit(1)
    .as('last_handoff');
  return db
    .select({
      id: shipments.id,
      tracking_number: shipments.tracking_number,
      client_id: shipments.client_id,
      origin: shipments.origin,
      destination: shipments.destination,
      kind: lastHandoff.kind,
      handoff_at: lastHandoff.handoff_at,
      position_at: sql<
        number | null
      >`(select (extract(epoch from max(${shipmentPositions.device_time})) * 1000)::float8
        from ${shipmentPositions} where ${shipmentPositions.shipment_id} = ${shipments.id})`,
    })
    .from(shipments)
    .innerJoin(
      crewMembers,
      and(eq(crewMembers.crew_id, shipments.crew_id), eq(crewMembers.courier_id, courierId)),
    )
    .leftJoinLateral(lastHandoff, sql`true`)
    .where(inArray(shipments.id, shipmentIds));
}

/**
 * The live event of a report for one shipment: its id and number only, on the streams of the
 * organisation that owns it and of staff. Never the coordinates, and never the public stream of
 * /track, whose visitors see city-level locations only (decision 075).
 */
function positionsReported(shipment: {
  id: string;
  tracking_number: string;
  client_id: string | null;
}): LiveEventInput[] {
  const payload = { shipment_id: shipment.id, tracking_number: shipment.tracking_number };
  const topics = [liveTopics.staff()];
  if (shipment.client_id) topics.push(liveTopics.client(shipment.client_id));
  return topics.map((topic) => ({ topic, kind: POSITIONS_REPORTED_EVENT, payload }));
}
