import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { StaffRole } from '#shared/roles';
import { sessionCookieName } from '../../src/server/auth/auth';
import type { Db } from '../../src/server/db/client';
import {
  crewMembers,
  crews,
  custodyHandoffs,
  sessions,
  shipments,
  users,
} from '../../src/server/db/schema';

/**
 * What the bench needs in its own database, written directly rather than through sign-ins and
 * handoffs: a thousand sign-ins from one machine would meet the per-address limits and the second
 * factor, and a thousand pickups would be a thousand signature images to re-encode, none of which
 * is what is measured. The rows are the ones those requests would leave.
 */

/** Where the bench's crews drive: central New York, on a route to Boston. */
export const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const ROUTE = { origin: 'New York, United States', destination: 'Boston, United States' };

const BATCH = 500;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

/**
 * The Cookie header of a session as better-auth signs it (what session.ts reads): the token, ".",
 * the base64 HMAC-SHA256 of the token with the server's AUTH_SECRET.
 */
function sessionCookie(token: string, authSecret: string): string {
  const signature = createHmac('sha256', authSecret).update(token).digest('base64');
  return `${sessionCookieName(false)}=${token}.${signature}`;
}

/**
 * `count` staff accounts of `role` with the second factor on (so their role is in force, decision
 * 049), each with a session: their ids and Cookie headers, in order.
 */
export async function staffWithSessions(
  db: Db,
  role: StaffRole,
  count: number,
  authSecret: string,
): Promise<{ id: string; cookie: string }[]> {
  const people = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    token: randomBytes(24).toString('base64url'),
    index,
  }));
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await inBatches(people, (batch) =>
    db.insert(users).values(
      batch.map(({ id, index }) => ({
        id,
        email: `bench-${role}-${index}-${id.slice(0, 8)}@staff.example`,
        name: `Bench ${role} ${index}`,
        firstName: 'Bench',
        lastName: `${role} ${index}`,
        emailVerified: true,
        role,
        twoFactorEnabled: true,
      })),
    ),
  );
  await inBatches(people, (batch) =>
    db
      .insert(sessions)
      .values(batch.map(({ id, token }) => ({ id: randomUUID(), token, userId: id, expiresAt }))),
  );
  return people.map(({ id, token }) => ({ id, cookie: sessionCookie(token, authSecret) }));
}

/** Tracking numbers of the bench, well-formed and distinct from any real one's. */
const benchTrackingNumber = (index: number) => `OTCBENCH${String(index).padStart(8, '0')}`;

/**
 * In Transit shipments, one per crew given (null: no crew), numbered from `from`: what tracking
 * streams watch and what crews carry.
 */
export async function shipmentsInTransit(db: Db, crewIds: readonly (string | null)[], from = 0) {
  const rows = crewIds.map((crewId, index) => ({
    id: randomUUID(),
    tracking_number: benchTrackingNumber(from + index),
    ...ROUTE,
    status: 'in_transit' as const,
    current_location: 'New York, United States',
    crew_id: crewId,
  }));
  await inBatches(rows, (batch) => db.insert(shipments).values(batch));
  return rows.map(({ id, tracking_number }) => ({ id, trackingNumber: tracking_number }));
}

/**
 * A crew of one courier per courier given, each with an In Transit shipment it picked up (a
 * pickup handoff recorded), so the positions it reports are accepted: the shipments' ids, in the
 * couriers' order.
 */
export async function crewsWithPickedUpShipments(
  db: Db,
  courierIds: readonly string[],
): Promise<string[]> {
  const crewRows = courierIds.map((courierId, index) => ({
    id: randomUUID(),
    name: `Bench crew ${index + 1}`,
    courierId,
  }));
  await inBatches(crewRows, (batch) =>
    db.insert(crews).values(batch.map(({ id, name }) => ({ id, name }))),
  );
  await inBatches(crewRows, (batch) =>
    db
      .insert(crewMembers)
      .values(batch.map(({ id, courierId }) => ({ crew_id: id, courier_id: courierId }))),
  );
  const held = await shipmentsInTransit(
    db,
    crewRows.map(({ id }) => id),
    1_000_000,
  );
  const pickedUpAt = new Date();
  await inBatches(
    crewRows.map((crew, index) => ({ crew, shipmentId: held[index]!.id })),
    (batch) =>
      db.insert(custodyHandoffs).values(
        batch.map(({ crew, shipmentId }) => ({
          device_id: randomUUID(),
          content_hash: 'bench',
          shipment_id: shipmentId,
          kind: 'pickup' as const,
          courier_id: crew.courierId,
          crew_id: crew.id,
          seal_numbers: ['OTC-SEAL-BENCH'],
          signer_name: 'Bench Sender',
          // The PNG signature bytes' header: never displayed here, only stored.
          signature_png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          ...NEW_YORK,
          accuracy_m: 8,
          device_time: pickedUpAt,
          received_at: pickedUpAt,
        })),
      ),
  );
  return held.map(({ id }) => id);
}
