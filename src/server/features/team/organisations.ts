import { and, asc, eq } from 'drizzle-orm';
import { TEAM_MESSAGES, type OrganisationList } from '#shared/team';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { clientMembers, clients, sessions } from '../../db/schema';
import { organisationName } from '../shared/organisation-name';

/** Every organisation the account belongs to, in the order the session lookup falls back on. */
export async function listOrganisations(
  db: DbOrTx,
  { userId, currentId }: { userId: string; currentId: string | null },
): Promise<OrganisationList> {
  const rows = await db
    .select({ id: clients.id, name: organisationName, role: clientMembers.role })
    .from(clientMembers)
    .innerJoin(clients, eq(clients.id, clientMembers.client_id))
    .where(eq(clientMembers.user_id, userId))
    .orderBy(asc(clientMembers.created_at), asc(clientMembers.client_id));
  return { organisations: rows.map((row) => ({ ...row, current: row.id === currentId })) };
}

/** The organisation this session works in from now on; 404 for one the account is not in. */
export async function chooseOrganisation(
  db: DbOrTx,
  { userId, sessionId, clientId }: { userId: string; sessionId: string; clientId: string },
): Promise<OrganisationList> {
  const [member] = await db
    .select({ role: clientMembers.role })
    .from(clientMembers)
    .where(and(eq(clientMembers.user_id, userId), eq(clientMembers.client_id, clientId)));
  if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notYourOrganisation);
  await db.update(sessions).set({ clientId }).where(eq(sessions.id, sessionId));
  return listOrganisations(db, { userId, currentId: clientId });
}
