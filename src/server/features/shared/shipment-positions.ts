import { and, eq, sql } from 'drizzle-orm';
import { placeOf } from '#shared/places';
import {
  POSITIONS_SHOWN_MAX,
  type MapPosition,
  type ShipmentPositions,
} from '#shared/shipment-positions';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { shipmentPositions, shipments } from '../../db/schema';
import { SHIPMENT_NOT_FOUND } from './public-shipment';
import { ofOrganisation } from './visible-to';

/** The shipment whose positions are read, as its reader found it (and checked it may). */
type PositionedShipment = {
  id: string;
  tracking_number: string;
  origin: string;
  destination: string;
};

function routeEnd(text: string) {
  const place = placeOf(text);
  return { text, place: place && { name: place.name, lat: place.lat, lon: place.lon } };
}

/**
 * What the live map draws of a shipment (decision 075): the planned route between the places the
 * gazetteer knows, and the positions reported so far, oldest first. A long history is thinned in
 * the database to every n-th position, so at most POSITIONS_SHOWN_MAX leave it, and the latest is
 * always one of them. One statement, along the shipment's (shipment_id, device_time) index.
 */
async function readShipmentPositions({
  db,
  shipment,
}: {
  db: DbOrTx;
  shipment: PositionedShipment;
}): Promise<ShipmentPositions> {
  const ranked = db
    .select({
      lat: shipmentPositions.latitude,
      lon: shipmentPositions.longitude,
      accuracy_m: shipmentPositions.accuracy_m,
      at: shipmentPositions.device_time,
      far_from_route: shipmentPositions.far_from_route,
      rank: sql<number>`(row_number() over (order by ${shipmentPositions.device_time}, ${shipmentPositions.id}))::int`.as(
        'rank',
      ),
      total: sql<number>`(count(*) over ())::int`.as('total'),
      far: sql<number>`(count(*) filter (where ${shipmentPositions.far_from_route}) over ())::int`.as(
        'far',
      ),
    })
    .from(shipmentPositions)
    .where(eq(shipmentPositions.shipment_id, shipment.id))
    .as('ranked');
  // Every position up to the bound; past it every stride-th, which leaves at most one less than
  // the bound, and the latest.
  const stride = sql`(case when ${ranked.total} <= ${POSITIONS_SHOWN_MAX} then 1
    else ceil(${ranked.total}::numeric / ${POSITIONS_SHOWN_MAX - 1}) end)::int`;
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`(${ranked.rank} - 1) % ${stride} = 0 or ${ranked.rank} = ${ranked.total}`)
    .orderBy(ranked.rank);
  const positions = rows.map((row): MapPosition => ({
    lat: row.lat,
    lon: row.lon,
    accuracy_m: row.accuracy_m,
    at: new Date(row.at).toISOString(),
    far_from_route: row.far_from_route,
  }));
  return {
    shipment_id: shipment.id,
    tracking_number: shipment.tracking_number,
    route: { origin: routeEnd(shipment.origin), destination: routeEnd(shipment.destination) },
    positions,
    current: positions.at(-1) ?? null,
    total: rows[0]?.total ?? 0,
    far_from_route: rows[0]?.far ?? 0,
  };
}

/** Which shipment a reader names: by its id (the portal, the admin area) or its tracking number. */
export type ShipmentKey = { id: string } | { trackingNumber: string };

/**
 * Who reads: staff, whom their route's roles admitted, or the client organisation the session
 * works in (decision 063; null for an account in none, such as a delegate, who reads no positions).
 */
export type PositionsReader = 'staff' | { clientId: string | null };

/**
 * The shipment a key names, if the reader may follow it: any for staff, only the organisation's
 * own for a client. Anything else is the same 404 as a shipment that does not exist.
 */
async function positionedShipment({
  db,
  key,
  reader,
}: {
  db: DbOrTx;
  key: ShipmentKey;
  reader: PositionsReader;
}): Promise<PositionedShipment> {
  const [shipment] = await db
    .select({
      id: shipments.id,
      tracking_number: shipments.tracking_number,
      origin: shipments.origin,
      destination: shipments.destination,
    })
    .from(shipments)
    .where(
      and(
        'id' in key ? eq(shipments.id, key.id) : eq(shipments.tracking_number, key.trackingNumber),
        reader === 'staff' ? undefined : ofOrganisation(shipments.client_id, reader.clientId),
      ),
    );
  if (!shipment) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
  return shipment;
}

/** A shipment's live map, for a reader who may follow it (see positionedShipment), else 404. */
export async function getShipmentPositions(input: {
  db: DbOrTx;
  key: ShipmentKey;
  reader: PositionsReader;
}): Promise<ShipmentPositions> {
  return readShipmentPositions({ db: input.db, shipment: await positionedShipment(input) });
}
