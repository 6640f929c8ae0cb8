import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { POSITION_SILENCE_MINUTES } from '#shared/admin/dispatch-board';
import { CUSTODY_MESSAGES, inCrewHands } from '#shared/custody';
import type { PositionReport } from '#shared/custody-schema';
import { DISPATCH_CHANGED_EVENT, POSITIONS_REPORTED_EVENT } from '#shared/live-events';
import { AppError, fieldError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { crewMembers, custodyHandoffs, shipmentPositions, shipments } from '../../db/schema';
import { liveTopics, publishLiveEvents, type LiveEventInput } from '../../live/publish-live-event';
import type { NotificationConfig } from '../../notifications/notify-user';
import { requireBelievableDeviceTime } from './device-time';
import { alertFarFromRoute } from './far-from-route-alert';
import { farFromRoute } from './route-region';

/**
 * Stores the positions a courier's device reports (decision 072), every 15 seconds while a
 * shipment is in their crew's hands, in one statement. A shipment not their crew's is 404, one not
 * in a crew's hands (before pickup, after hand-over) 409: the whole report is refused, nothing
 * stored. A position far outside the route is stored and flagged for operations, who are alerted
 * (at most hourly); a shipment heard of again after a silence the Dispatch board calls late
 * (decision 076) is announced to the staff, so the board drops the flag. The owner's and the
 * staff's maps hear of each report, once per shipment (decision 075). One transaction.
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
  return db.transaction((tx) => storePositions({ tx, config, courierId, report, now }));
}

async function storePositions({
  tx: db,
  config,
  courierId,
  report,
  now,
}: {
  tx: DbOrTx;
  config: NotificationConfig;
  courierId: string;
  report: PositionReport;
  now: Date;
}) {
  const shipmentIds = [...new Set(report.positions.map((position) => position.shipment_id))];
  const held = await db
    .select({
      id: shipments.id,
      tracking_number: shipments.tracking_number,
      client_id: shipments.client_id,
      origin: shipments.origin,
      destination: shipments.destination,
    })
    .from(shipments)
    .innerJoin(
      crewMembers,
      and(eq(crewMembers.crew_id, shipments.crew_id), eq(crewMembers.courier_id, courierId)),
    )
    .where(inArray(shipments.id, shipmentIds));
  const routes = new Map(held.map((row) => [row.id, row]));
  const missing = shipmentIds.findIndex((id) => !routes.has(id));
  if (missing !== -1) throw new AppError('NOT_FOUND', CUSTODY_MESSAGES.notAssigned);
  const silentSince = now.getTime() - POSITION_SILENCE_MINUTES * 60_000;
  const wasSilent = new Set<string>();
  for (const shipmentId of shipmentIds) {
    const [last] = await db
      .select({
        kind: custodyHandoffs.kind,
        handoff_at: custodyHandoffs.device_time,
        // The top entry of the shipment's position index: how long it has been silent.
        position_at: sql<
          number | null
        >`(select (extract(epoch from max(${shipmentPositions.device_time})) * 1000)::float8
          from ${shipmentPositions} where ${shipmentPositions.shipment_id} = ${shipmentId})`,
      })
      .from(custodyHandoffs)
      .where(eq(custodyHandoffs.shipment_id, shipmentId))
      .orderBy(desc(custodyHandoffs.received_at), desc(custodyHandoffs.id))
      .limit(1);
    if (!last || !inCrewHands(last.kind)) {
      throw fieldError('CONFLICT', 'shipment_id', CUSTODY_MESSAGES.notInHands);
    }
    if (Math.max(last.handoff_at.getTime(), last.position_at ?? 0) <= silentSince) {
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
  await db.insert(shipmentPositions).values(rows);
  const heardAgain = [...wasSilent].filter((shipmentId) =>
    rows.some((row) => row.shipment_id === shipmentId && row.device_time.getTime() > silentSince),
  );
  await publishLiveEvents(db, [
    ...shipmentIds.flatMap((id) => positionsReported(routes.get(id)!)),
    ...heardAgain.map((shipmentId) => ({
      topic: liveTopics.staff(),
      kind: DISPATCH_CHANGED_EVENT,
      payload: { shipment_id: shipmentId },
    })),
  ]);
  const far = new Set(rows.filter((row) => row.far_from_route).map((row) => row.shipment_id));
  for (const shipmentId of far) {
    await alertFarFromRoute(db, { config, shipment: routes.get(shipmentId)!, now });
  }
  return { recorded: rows.length, far_from_route: rows.filter((row) => row.far_from_route).length };
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
