import { and, asc, count, eq, inArray, ne, not, sql } from 'drizzle-orm';
import type { Crew } from '#shared/admin/dispatch';
import { DISPATCH_MESSAGES } from '#shared/admin/dispatch';
import { FINISHED_SHIPMENT_STATUSES } from '#shared/shipment-status';
import { AppError, fieldError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { crewMembers, crews, shipments, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import { isActiveCourier } from '../shared/active-courier';
import { membersOf } from '../shared/crew-members';

const unfinished = not(inArray(shipments.status, [...FINISHED_SHIPMENT_STATUSES]));

/** Every crew with its couriers and how many open shipments it carries, by name. */
export async function listCrews({ db }: { db: DbOrTx }): Promise<{ crews: Crew[] }> {
  const rows = await db
    .select({ id: crews.id, name: crews.name, open_shipments: count(shipments.id) })
    .from(crews)
    .leftJoin(shipments, and(eq(shipments.crew_id, crews.id), unfinished))
    .groupBy(crews.id)
    .orderBy(asc(sql`lower(${crews.name})`), asc(crews.id));
  const members = await membersOf(
    db,
    rows.map((row) => row.id),
  );
  return { crews: rows.map((row) => ({ ...row, members: members.get(row.id) ?? [] })) };
}

type CrewInput = { name: string; courier_ids: string[] };

/**
 * Creates a crew, or changes one's name and couriers. Every courier must be active and ride with
 * no other crew; a name taken by another crew, in any case, is refused. Nothing is written on a
 * refusal.
 */
export async function saveCrew({
  db,
  crewId,
  form,
  ...change
}: StaffChange & { db: Db; crewId: string | null; form: CrewInput }): Promise<Crew> {
  return db.transaction(async (tx) => {
    if (crewId) {
      const [held] = await tx
        .select({ id: crews.id })
        .from(crews)
        .where(eq(crews.id, crewId))
        .for('update');
      if (!held) throw new AppError('NOT_FOUND', DISPATCH_MESSAGES.crewNotFound);
    }
    await requireFreeCouriers(tx, crewId, form.courier_ids);
    const [saved] = crewId
      ? await tx
          .update(crews)
          .set({ name: form.name })
          .where(eq(crews.id, crewId))
          .returning({ id: crews.id, name: crews.name })
          .catch(nameTaken)
      : await tx
          .insert(crews)
          .values({ name: form.name })
          .returning({ id: crews.id, name: crews.name })
          .catch(nameTaken);
    const crew = saved!;
    await tx.delete(crewMembers).where(eq(crewMembers.crew_id, crew.id));
    await tx
      .insert(crewMembers)
      .values(form.courier_ids.map((courier_id) => ({ crew_id: crew.id, courier_id })));
    await recordStaffChange(tx, {
      ...change,
      action: crewId ? 'crew_changed' : 'crew_created',
      entity: { type: 'crew', id: crew.id, label: crew.name },
      details: { couriers: form.courier_ids.length },
    });
    const [counted] = await tx
      .select({ open: count() })
      .from(shipments)
      .where(and(eq(shipments.crew_id, crew.id), unfinished));
    const members = await membersOf(tx, [crew.id]);
    return { ...crew, members: members.get(crew.id) ?? [], open_shipments: counted?.open ?? 0 };
  });
}

/** Deletes a crew that carries nothing open; its finished shipments keep their handoffs. */
export async function deleteCrew({
  db,
  crewId,
  ...change
}: StaffChange & { db: Db; crewId: string }): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [crew] = await tx
      .select({ id: crews.id, name: crews.name })
      .from(crews)
      .where(eq(crews.id, crewId))
      .for('update');
    if (!crew) throw new AppError('NOT_FOUND', DISPATCH_MESSAGES.crewNotFound);
    const [open] = await tx
      .select({ count: count() })
      .from(shipments)
      .where(and(eq(shipments.crew_id, crewId), unfinished));
    if (open && open.count > 0) {
      throw new AppError('CONFLICT', DISPATCH_MESSAGES.crewHasShipments(open.count));
    }
    await tx.delete(crews).where(eq(crews.id, crewId));
    await recordStaffChange(tx, {
      ...change,
      action: 'crew_deleted',
      entity: { type: 'crew', id: crewId, label: crew.name },
    });
    return { id: crewId };
  });
}

async function requireFreeCouriers(tx: DbOrTx, crewId: string | null, courierIds: string[]) {
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, courierIds), isActiveCourier));
  if (active.length !== courierIds.length) {
    throw fieldError('BAD_REQUEST', 'courier_ids', DISPATCH_MESSAGES.couriers);
  }
  const [elsewhere] = await tx
    .select({ courier: users.name, crew: crews.name })
    .from(crewMembers)
    .innerJoin(users, eq(users.id, crewMembers.courier_id))
    .innerJoin(crews, eq(crews.id, crewMembers.crew_id))
    .where(
      and(
        inArray(crewMembers.courier_id, courierIds),
        crewId ? ne(crewMembers.crew_id, crewId) : undefined,
      ),
    )
    .limit(1);
  if (elsewhere) {
    throw fieldError(
      'CONFLICT',
      'courier_ids',
      DISPATCH_MESSAGES.courierInAnotherCrew(elsewhere.courier, elsewhere.crew),
    );
  }
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error))
    throw fieldError('CONFLICT', 'name', DISPATCH_MESSAGES.crewNameTaken);
  throw error;
}
