import { asc } from 'drizzle-orm';
import type { CourierName } from '#shared/admin/dispatch';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { isActiveCourier } from '../shared/active-courier';

/** The columns that name a courier, as the crew form offers them. */
const courierNameColumns = { id: users.id, name: users.name, email: users.email };

/** Every active Courier, by name: a company's couriers are tens of people, so the list is whole. */
export async function listCouriers({ db }: { db: DbOrTx }): Promise<{ couriers: CourierName[] }> {
  const couriers = await db
    .select(courierNameColumns)
    .from(users)
    .where(isActiveCourier)
    .orderBy(asc(users.name), asc(users.id));
  return { couriers };
}
