import { asc, isNull, sql } from 'drizzle-orm';
import type { HandoffTargets } from '#shared/courier';
import type { DbOrTx } from '../../db/client';
import { crews, vehicles } from '../../db/schema';

/**
 * Whom a crew may hand a shipment over to in the field (decision 072): every crew by name, and the
 * vehicles in service by registration. Tens of each, so the lists are whole; the crew app keeps
 * them for a transfer made without network.
 */
export async function listHandoffTargets({ db }: { db: DbOrTx }): Promise<HandoffTargets> {
  const [crewRows, vehicleRows] = await Promise.all([
    db
      .select({ id: crews.id, name: crews.name })
      .from(crews)
      .orderBy(sql`lower(${crews.name})`),
    db
      .select({ id: vehicles.id, registration: vehicles.registration })
      .from(vehicles)
      .where(isNull(vehicles.retired_at))
      .orderBy(asc(vehicles.registration)),
  ]);
  return { crews: crewRows, vehicles: vehicleRows };
}
