import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';

/** An account a crew may take (decisions 066, 072): a Courier not deactivated. */
export const isActiveCourier = and(eq(users.role, 'courier'), isNull(users.deactivatedAt));
