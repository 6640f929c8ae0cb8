import { eq } from 'drizzle-orm';
import { dayLabel, vaultDayOf, VISIT_MESSAGES, type CheckedInVisit } from '#shared/visits';
import type { RequestOrigin } from '../../audit/record-audit-event';
import { fieldError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { clientRequests, clients, visitRequests } from '../../db/schema';
import type { NotificationConfig } from '../../notifications/notify-user';
import { organisationName } from '../shared/organisation-name';
import { recordRequestEvent } from '../shared/request-events';
import { visitAnswer } from './read-requests';

/**
 * Staff at the desk check a visit in by its code (decision 070): only a confirmed visit, only on
 * its day at the vault, and only once. The row is locked, so two desks typing the same code at
 * once check it in once; the visit is then Completed, audited on it and on its items.
 */
export async function checkInVisit({
  db,
  config,
  code,
  staff,
  origin,
  now = new Date(),
}: {
  db: Db;
  config: NotificationConfig;
  code: string;
  staff: { id: string; email: string };
  origin: RequestOrigin;
  now?: Date;
}): Promise<CheckedInVisit> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ visit: visitRequests, request: clientRequests })
      .from(visitRequests)
      .innerJoin(clientRequests, eq(clientRequests.id, visitRequests.request_id))
      .where(eq(visitRequests.code, code))
      .for('update');
    const codeProblem = (status: 'NOT_FOUND' | 'CONFLICT', message: string) =>
      fieldError(status, 'code', message);
    if (!found) throw codeProblem('NOT_FOUND', VISIT_MESSAGES.codeUnknown);
    const { visit, request } = found;
    if (visit.checked_in_at) throw codeProblem('CONFLICT', VISIT_MESSAGES.usedAlready);
    if (request.state !== 'scheduled') throw codeProblem('CONFLICT', VISIT_MESSAGES.notScheduled);
    if (vaultDayOf(now) !== visit.visit_on) {
      throw codeProblem('CONFLICT', VISIT_MESSAGES.wrongDay(dayLabel(visit.visit_on)));
    }
    await tx
      .update(visitRequests)
      .set({ checked_in_at: now, checked_in_by: staff.id })
      .where(eq(visitRequests.request_id, request.id));
    await tx
      .update(clientRequests)
      .set({ state: 'completed', updated_at: now })
      .where(eq(clientRequests.id, request.id));
    await recordRequestEvent(tx, {
      config,
      request: { ...request, state: 'completed' },
      actor: { user: staff, origin },
      action: 'visit_checked_in',
      details: { visitors: visit.visitors.length },
      tell: { change: 'checked_in', users: [request.requested_by_user_id] },
    });
    return {
      request_id: request.id,
      number: request.number,
      organisation: await organisationOf(tx, request.client_id),
      ...(await visitAnswer(tx, { ...visit, checked_in_at: now }, true)),
    };
  });
}

async function organisationOf(tx: DbOrTx, clientId: string): Promise<string> {
  const [row] = await tx
    .select({ name: organisationName })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.name ?? '';
}
