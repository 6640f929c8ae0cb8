import { eq } from 'drizzle-orm';
import { fullName } from '#shared/person-name';
import type { ClientRole } from '#shared/client-roles';
import type { SessionUser } from '../../auth/session';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { organisationName } from '../shared/organisation-name';

const NO_ORGANISATION = 'You are not a member of a client organisation.';

/** The organisation the session works in, and the caller's role there (decision 063), or a 404. */
export function organisationOf(user: Pick<SessionUser, 'clientId' | 'clientRole'>): {
  clientId: string;
  role: ClientRole;
} {
  if (!user.clientId || !user.clientRole) throw new AppError('NOT_FOUND', NO_ORGANISATION);
  return { clientId: user.clientId, role: user.clientRole };
}

export async function nameOfOrganisation(db: DbOrTx, clientId: string): Promise<string> {
  const [row] = await db
    .select({ name: organisationName })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) throw new AppError('NOT_FOUND', NO_ORGANISATION);
  return row.name;
}

/** A person's name as a team shows it. */
export function personName(user: {
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}) {
  return fullName(user.firstName, user.lastName) || user.name || user.email;
}
