import { and, desc, eq, inArray } from 'drizzle-orm';
import { CUSTODY_MESSAGES, inCrewHands } from '#shared/custody';
import { POSITIONS_REPORTED_EVENT } from '#shared/live-events';
import type { PositionReport } from '#shared/custody-schema';
import { AppError, fieldError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { crewMembers, custodyHandoffs, shipmentPositions, shipments } from '../../db/schema';
import { liveTopics, publishLiveEvents, type LiveEventInput } from '../../live/publish-live-event';
import { requireBelievableDeviceTime } from './device-time';
import { farFromRoute } from './route-region';

/**
 * Stores the positions a courier's device reports (decision 072), every 15 seconds while a
 * shipment is in their crew's hands, in one statement. A shipment not their crew's is 404, one not
 * in a crew's hands (before pickup, after hand-over) 409: the whole report is refused, nothing
 * stored. A position far outside the route is stored and flagged for operations. The owner's and
 * the staff's maps hear of it, once per shipment of the report (decision 075).
 */
export async function reportPositions({
  db,
  courierId,
  report,
}: {
  db: DbOrTx;
  courierId: string;
  report: PositionReport;
}): Promise<{ recorded: number; far_from_route: number }> {
  for (const position of report.positions) requireBelievableDeviceTime(position.device_time);
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
  for (const shipmentId of shipmentIds) {
    const [last] = await db
      .select({ kind: custodyHandoffs.kind })
      .from(custodyHandoffs)
      .where(eq(custodyHandoffs.shipment_id, shipmentId))
      .orderBy(desc(custodyHandoffs.received_at), desc(custodyHandoffs.id))
      .limit(1);
    if (!inCrewHands(last?.kind ?? null)) {
      throw fieldError('CONFLICT', 'shipment_id', CUSTODY_MESSAGES.notInHands);
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
  await db.transaction(async (tx) => {
    await tx.insert(shipmentPositions).values(rows);
    await publishLiveEvents(
      tx,
      shipmentIds.flatMap((id) => positionsReported(routes.get(id)!)),
    );
  });
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
