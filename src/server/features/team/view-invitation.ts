import { sql } from 'drizzle-orm';
import type { InvitationView } from '#shared/team';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { invitationOfToken, statusOf } from './find-invitation';

/**
 * What the invitation's page shows. Only the holder of the link learns whether its address has an
 * account, and the link went to that address.
 */
export async function viewInvitation(db: DbOrTx, token: string): Promise<InvitationView> {
  const invitation = await invitationOfToken(db, token);
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${invitation.email})`);
  return {
    organisation_name: invitation.organisationName,
    email: invitation.email,
    role: invitation.role,
    invited_by: invitation.invitedBy,
    status: statusOf(invitation),
    expires_at: invitation.expiresAt.toISOString(),
    account_exists: account !== undefined,
  };
}
