import { asc, eq, sql } from 'drizzle-orm';
import type { Vehicle } from '#shared/admin/dispatch';
import { DISPATCH_MESSAGES } from '#shared/admin/dispatch';
import { AppError, fieldError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { vehicles } from '../../db/schema';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';

const vehicleColumns = {
  id: vehicles.id,
  registration: vehicles.registration,
  description: vehicles.description,
  retired_at: vehicles.retired_at,
  created_at: vehicles.created_at,
};

type VehicleRow = Omit<Vehicle, 'in_service' | 'created_at'> & {
  retired_at: Date | null;
  created_at: Date;
};

function toVehicle({ retired_at, created_at, ...row }: VehicleRow): Vehicle {
  return { ...row, in_service: retired_at === null, created_at: created_at.toISOString() };
}

/** Our vehicles, in service first, by registration: a fleet is tens of vehicles, so the list is whole. */
export async function listVehicles({ db }: { db: DbOrTx }): Promise<{ vehicles: Vehicle[] }> {
  const rows = await db
    .select(vehicleColumns)
    .from(vehicles)
    .orderBy(sql`${vehicles.retired_at} is not null`, asc(vehicles.registration));
  return { vehicles: rows.map(toVehicle) };
}

/** Adds a vehicle in service; a registration already on record, in any case, is refused. */
export async function addVehicle({
  db,
  form,
  ...change
}: StaffChange & { db: Db; form: { registration: string; description: string | null } }) {
  return db.transaction(async (tx) => {
    const [added] = await tx
      .insert(vehicles)
      .values(form)
      .onConflictDoNothing()
      .returning(vehicleColumns);
    if (!added) {
      throw fieldError('CONFLICT', 'registration', DISPATCH_MESSAGES.registrationTaken);
    }
    await recordStaffChange(tx, {
      ...change,
      action: 'vehicle_added',
      entity: { type: 'vehicle', id: added.id, label: added.registration },
    });
    return toVehicle(added);
  });
}

/** Takes a vehicle out of service, or back: a retired one is offered no more, and kept on record. */
export async function changeVehicle({
  db,
  vehicleId,
  inService,
  ...change
}: StaffChange & { db: Db; vehicleId: string; inService: boolean }): Promise<Vehicle> {
  return db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select(vehicleColumns)
      .from(vehicles)
      .where(eq(vehicles.id, vehicleId))
      .for('update');
    if (!vehicle) throw new AppError('NOT_FOUND', DISPATCH_MESSAGES.vehicleNotFound);
    if ((vehicle.retired_at === null) === inService) return toVehicle(vehicle);
    const [changed] = await tx
      .update(vehicles)
      .set({ retired_at: inService ? null : new Date() })
      .where(eq(vehicles.id, vehicleId))
      .returning(vehicleColumns);
    await recordStaffChange(tx, {
      ...change,
      action: inService ? 'vehicle_returned' : 'vehicle_retired',
      entity: { type: 'vehicle', id: vehicleId, label: vehicle.registration },
    });
    return toVehicle(changed!);
  });
}
