import { sql } from 'drizzle-orm';
import type { InvitationView } from '#shared/team';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { delegationOfToken, grantLinkStatus } from './delegation-link';
import { invitationOfToken, statusOf } from './find-invitation';

/**
 * What the invitation's page shows. Only the holder of the link learns whether its address has an
 * account, and the link went to that address.
 */
export async function viewInvitation(db: DbOrTx, token: string): Promise<InvitationView> {
  const grant = await delegationOfToken(db, token);
  if (grant) {
    return {
      kind: 'delegate',
      organisation_name: grant.organisationName,
      email: grant.email,
      role: null,
      invited_by: grant.invitedBy,
      status: grantLinkStatus(grant),
      expires_at: grant.endsAt.toISOString(),
      shared: { items: grant.items, shipments: grant.shipments, show_values: grant.showValues },
      account_exists: await hasAccount(db, grant.email),
    };
  }
  const invitation = await invitationOfToken(db, token);
  return {
    kind: 'member',
    shared: null,
    organisation_name: invitation.organisationName,
    email: invitation.email,
    role: invitation.role,
    invited_by: invitation.invitedBy,
    status: statusOf(invitation),
    expires_at: invitation.expiresAt.toISOString(),
    account_exists: await hasAccount(db, invitation.email),
  };
}

async function hasAccount(db: DbOrTx, email: string): Promise<boolean> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return account !== undefined;
}
