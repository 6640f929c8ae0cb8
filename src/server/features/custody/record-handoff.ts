import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  BROKEN_SEAL_DESCRIPTION,
  CUSTODY_MESSAGES,
  HANDOFF_DESCRIPTIONS,
  HANDOFF_STATUS,
  handoffMayFollow,
  sealsMatch,
} from '#shared/custody';
import type { RecordedHandoff } from '#shared/custody-schema';
import { FINISHED_SHIPMENT_STATUSES } from '#shared/shipment-status';
import { AppError, fieldError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import {
  crewMembers,
  crews,
  custodyHandoffs,
  shipmentPhotos,
  shipments,
  shipmentUpdates,
  vehicles,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { StaffChange } from '../../audit/staff-change';
import type { NotificationConfig } from '../../notifications/notify-user';
import { appendToLedger } from '../../ledger/append-to-ledger';
import { handoffFacts } from '../../ledger/custody-facts';
import { notifyStatusChange } from '../shared/notify-status-change';
import { recordShipmentChange } from '../shared/record-shipment-change';
import { openBrokenSealIssue } from './broken-seal';
import { requireBelievableDeviceTime } from './device-time';
import { alertFarFromRoute } from './far-from-route-alert';
import type { HandoffUpload } from './handoff-form';
import { cityOf, farFromRoute } from './route-region';
import { toRecordedHandoffs } from './recorded-handoff';

/**
 * Records a handoff a courier made in the field (decision 072), exactly once: the shipment's row
 * is locked, a device id already recorded answers the first recording (or 409 if its content
 * differs), then the rules run and everything is one transaction: the handoff, the tracking
 * update it becomes (the shipment's status, city and crew with it), its photos, for a seal that
 * differs from the pickup's a 'Broken seal' issue and alerts, for a place far from the route an
 * alert to Operations (decision 076), and last its custody ledger entry (decision 073). A refusal
 * leaves nothing; a replay appends nothing.
 */
export async function recordHandoff({
  db,
  config,
  shipmentId,
  upload,
  ...change
}: StaffChange & {
  db: Db;
  config: NotificationConfig;
  shipmentId: string;
  upload: HandoffUpload;
}): Promise<{ handoff: RecordedHandoff; replayed: boolean }> {
  const { handoff } = upload;
  requireBelievableDeviceTime(handoff.device_time);
  try {
    return await db.transaction(async (tx) => {
      const [shipment] = await tx
        .select({
          id: shipments.id,
          tracking_number: shipments.tracking_number,
          client_id: shipments.client_id,
          status: shipments.status,
          origin: shipments.origin,
          destination: shipments.destination,
          current_location: shipments.current_location,
          crew_id: shipments.crew_id,
          vehicle_id: shipments.vehicle_id,
        })
        .from(shipments)
        .where(eq(shipments.id, shipmentId))
        .for('update');

      const earlier = await recordedWithDeviceId(tx, handoff.device_id);
      if (earlier) {
        if (earlier.content_hash !== upload.contentHash || earlier.shipment_id !== shipmentId) {
          throw fieldError('CONFLICT', 'device_id', CUSTODY_MESSAGES.replayed);
        }
        const [replayed] = await toRecordedHandoffs(tx, [earlier]);
        return { handoff: replayed!, replayed: true };
      }
      if (!shipment || !(await isOnCrew(tx, shipment.crew_id, change.admin.id))) {
        throw new AppError('NOT_FOUND', CUSTODY_MESSAGES.notAssigned);
      }
      if (FINISHED_SHIPMENT_STATUSES.includes(shipment.status)) {
        throw fieldError('CONFLICT', 'kind', CUSTODY_MESSAGES.finished);
      }
      const chain = await chainOf(tx, shipmentId);
      const last = chain[0]?.kind ?? null;
      if (!handoffMayFollow(last, handoff.kind)) {
        throw fieldError('CONFLICT', 'kind', CUSTODY_MESSAGES.outOfOrder(handoff.kind, last));
      }
      if (handoff.kind === 'pickup' && handoff.seal_numbers.length === 0) {
        throw fieldError('BAD_REQUEST', 'seal_numbers', CUSTODY_MESSAGES.sealsAtPickup);
      }
      const handedTo = await transferTarget(tx, handoff, shipment);
      const pickupSeals = chain.find((step) => step.kind === 'pickup')?.seal_numbers ?? [];
      const sealsBroken =
        handoff.kind !== 'pickup' && !sealsMatch(pickupSeals, handoff.seal_numbers);
      const point = { lat: handoff.latitude, lon: handoff.longitude };
      const status = sealsBroken ? 'on_hold' : HANDOFF_STATUS[handoff.kind];
      const location = cityOf(point, shipment.current_location);
      const deviceTime = new Date(handoff.device_time);
      const far = farFromRoute(shipment, point);

      await tx
        .update(shipments)
        .set({
          status,
          current_location: location,
          delivery_date: status === 'delivered' ? deviceTime : null,
          ...handedTo,
        })
        .where(eq(shipments.id, shipmentId));
      const [update] = await tx
        .insert(shipmentUpdates)
        .values({
          shipment_id: shipmentId,
          status,
          location,
          description: sealsBroken ? BROKEN_SEAL_DESCRIPTION : HANDOFF_DESCRIPTIONS[handoff.kind],
          timestamp: deviceTime,
          in_ledger: true,
        })
        .returning({ id: shipmentUpdates.id });
      if (upload.photos.length > 0) {
        await tx.insert(shipmentPhotos).values(
          upload.photos.map((photo) => ({
            ...photo,
            shipment_id: shipmentId,
            update_id: update!.id,
            uploaded_by_user_id: change.admin.id,
          })),
        );
      }
      const issueId = sealsBroken
        ? await openBrokenSealIssue(tx, {
            config,
            shipment,
            kind: handoff.kind,
            expected: pickupSeals,
            found: handoff.seal_numbers,
            origin: change.origin,
          })
        : null;
      const [recorded] = await tx
        .insert(custodyHandoffs)
        .values({
          device_id: handoff.device_id,
          content_hash: upload.contentHash,
          shipment_id: shipmentId,
          kind: handoff.kind,
          courier_id: change.admin.id,
          crew_id: shipment.crew_id,
          vehicle_id: shipment.vehicle_id,
          to_crew_id: handedTo.crew_id ?? null,
          to_vehicle_id: handedTo.vehicle_id ?? null,
          seal_numbers: handoff.seal_numbers,
          seals_broken: sealsBroken,
          signer_name: handoff.signer_name,
          signature_png: upload.signature,
          latitude: handoff.latitude,
          longitude: handoff.longitude,
          accuracy_m: handoff.accuracy_m,
          far_from_route: far,
          device_time: deviceTime,
          update_id: update!.id,
          issue_id: issueId,
        })
        .returning();
      if (far) await alertFarFromRoute(tx, { config, shipment, now: new Date() });
      await notifyStatusChange(tx, config, shipment, { before: shipment.status, after: status });
      await recordShipmentChange(tx, shipment, {
        ...change,
        action: 'handoff_recorded',
        details: { kind: handoff.kind, seals_broken: sealsBroken, location },
      });
      const facts = handoffFacts(
        { tracking_number: shipment.tracking_number, status, location },
        recorded!,
      );
      await appendToLedger(tx, { kind: 'handoff', shipmentId, facts });
      const [answer] = await toRecordedHandoffs(tx, [recorded!]);
      return { handoff: answer!, replayed: false };
    });
  } catch (error) {
    // Two sends of one device id at once on different shipments: the index holds, the later loses.
    if (isUniqueViolation(error))
      throw fieldError('CONFLICT', 'device_id', CUSTODY_MESSAGES.replayed);
    throw error;
  }
}

async function recordedWithDeviceId(tx: DbOrTx, deviceId: string) {
  const [row] = await tx
    .select()
    .from(custodyHandoffs)
    .where(eq(custodyHandoffs.device_id, deviceId));
  return row ?? null;
}

/** Whether the courier rides with the crew that holds the shipment. */
async function isOnCrew(tx: DbOrTx, crewId: string | null, courierId: string) {
  if (!crewId) return false;
  const [member] = await tx
    .select({ crew_id: crewMembers.crew_id })
    .from(crewMembers)
    .where(and(eq(crewMembers.crew_id, crewId), eq(crewMembers.courier_id, courierId)));
  return Boolean(member);
}

/** The shipment's handoffs since its last pickup, newest first: the chain the next one joins. */
async function chainOf(tx: DbOrTx, shipmentId: string) {
  const steps = await tx
    .select({ kind: custodyHandoffs.kind, seal_numbers: custodyHandoffs.seal_numbers })
    .from(custodyHandoffs)
    .where(eq(custodyHandoffs.shipment_id, shipmentId))
    .orderBy(desc(custodyHandoffs.received_at), desc(custodyHandoffs.id));
  const lastPickup = steps.findIndex((step) => step.kind === 'pickup');
  return lastPickup === -1 ? steps : steps.slice(0, lastPickup + 1);
}

/**
 * A transfer names the crew or vehicle taking over (one of them at least, not the same as now);
 * the shipment then belongs to them. Any other handoff changes neither.
 */
async function transferTarget(
  tx: DbOrTx,
  handoff: HandoffUpload['handoff'],
  shipment: { crew_id: string | null; vehicle_id: string | null },
): Promise<{ crew_id?: string; vehicle_id?: string }> {
  if (handoff.kind !== 'transfer') return {};
  const crewId = handoff.to_crew_id ?? null;
  const vehicleId = handoff.to_vehicle_id ?? null;
  if (!crewId && !vehicleId) {
    throw fieldError('BAD_REQUEST', 'to_crew_id', CUSTODY_MESSAGES.transferTarget);
  }
  if (
    (crewId ?? shipment.crew_id) === shipment.crew_id &&
    (vehicleId ?? shipment.vehicle_id) === shipment.vehicle_id
  ) {
    throw fieldError(
      'BAD_REQUEST',
      crewId ? 'to_crew_id' : 'to_vehicle_id',
      CUSTODY_MESSAGES.sameCrew,
    );
  }
  if (crewId) {
    const [crew] = await tx.select({ id: crews.id }).from(crews).where(eq(crews.id, crewId));
    if (!crew) throw fieldError('BAD_REQUEST', 'to_crew_id', CUSTODY_MESSAGES.unknownCrew);
  }
  if (vehicleId) {
    const [vehicle] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, vehicleId), isNull(vehicles.retired_at)));
    if (!vehicle) throw fieldError('BAD_REQUEST', 'to_vehicle_id', CUSTODY_MESSAGES.unknownVehicle);
  }
  return { ...(crewId && { crew_id: crewId }), ...(vehicleId && { vehicle_id: vehicleId }) };
}
