import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CourierName } from '#shared/admin/shipments';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** The columns that name a courier, as Assign Courier offers them. */
const courierNameColumns = { id: users.id, name: users.name, email: users.email };

/** An account a shipment may be given to (decision 066): a Courier not deactivated. */
export const isActiveCourier = and(eq(users.role, 'courier'), isNull(users.deactivatedAt));

/** Every active Courier, by name: a company's couriers are tens of people, so the list is whole. */
export async function listCouriers({ db }: { db: DbOrTx }): Promise<{ couriers: CourierName[] }> {
  const couriers = await db
    .select(courierNameColumns)
    .from(users)
    .where(isActiveCourier)
    .orderBy(asc(users.name), asc(users.id));
  return { couriers };
}
