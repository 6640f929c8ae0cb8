import { and, count, eq, inArray } from 'drizzle-orm';
import type { RequestState } from '#shared/requests';
import { openHoursOf, VAULT_TIME_ZONE, type VisitSlots } from '#shared/visits';
import type { DbOrTx } from '../../db/client';
import { clientRequests, visitRequests } from '../../db/schema';
import { getVisitSettings } from '../shared/custody-settings';

/** A visit holds its room from when it is asked until it is declined, cancelled or expires. */
const HOLDING_STATES = [
  'awaiting_client',
  'awaiting_staff',
  'scheduled',
  'completed',
] as const satisfies readonly RequestState[];

/** How many rooms the visits of a day hold at each of these hours. */
export function roomsTaken(db: DbOrTx, day: string, hours: number[]) {
  return db
    .select({ hour: visitRequests.hour, rooms: count() })
    .from(visitRequests)
    .innerJoin(clientRequests, eq(clientRequests.id, visitRequests.request_id))
    .where(
      and(
        eq(visitRequests.visit_on, day),
        inArray(visitRequests.hour, hours),
        inArray(clientRequests.state, HOLDING_STATES),
      ),
    )
    .groupBy(visitRequests.hour);
}

/** The hours of a day on the vault's clock and the rooms still free at each. */
export async function visitSlots(db: DbOrTx, day: string): Promise<VisitSlots> {
  const settings = await getVisitSettings(db);
  const hours = openHoursOf(settings, day);
  const taken = hours.length > 0 ? await roomsTaken(db, day, hours) : [];
  return {
    visit_on: day,
    time_zone: VAULT_TIME_ZONE,
    closed: hours.length === 0,
    slots: hours.map((hour) => ({
      hour,
      free_rooms: Math.max(
        0,
        settings.viewing_rooms - (taken.find((row) => row.hour === hour)?.rooms ?? 0),
      ),
    })),
  };
}
