import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fullName } from '#shared/person-name';
import { TEAM_MESSAGES, type InvitationSignUp } from '#shared/team';
import type { RequestOrigin } from '../../audit/record-audit-event';
import { hashPassword } from '../../auth/password';
import { refuseWeakPassword } from '../../auth/password-policy';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { lockTeam } from './team-change';
import { acceptGrant, delegationOfToken, refuseClosedGrant } from './delegation-link';
import { invitationOfToken, refuseClosed } from './find-invitation';
import { joinOrganisation } from './join-organisation';

/**
 * Sign up from an invitation (decision 064): the account is opened confirmed, since the link came
 * by e-mail to its address, with the invitation's role in the organisation and no organisation of
 * its own. The invitee then signs in as anyone does. An address with an account is refused (409):
 * its owner signs in to accept.
 */
export async function signUpFromInvitation({
  db,
  appUrl,
  token,
  form,
  origin,
}: {
  db: Db;
  appUrl: string;
  token: string;
  form: InvitationSignUp;
  origin: RequestOrigin;
}) {
  // Checked before the hashing, which a closed link would waste, and again under the lock.
  const invitedEmail = await openLinkEmail(db, token);
  await refuseWeakPassword({
    password: form.password,
    owner: { email: invitedEmail, names: [form.first_name, form.last_name] },
    field: 'password',
  });
  const passwordHash = await hashPassword(form.password);
  return db.transaction(async (tx) => {
    const grant = await delegationOfToken(tx, token, { forUpdate: true });
    const invitation = grant ? null : await invitationOfToken(tx, token, { forUpdate: true });
    if (grant) refuseClosedGrant(grant);
    if (invitation) refuseClosed(invitation);
    const email = (grant?.email ?? invitation?.email ?? invitedEmail).toLowerCase();
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (taken) throw new AppError('CONFLICT', TEAM_MESSAGES.accountExists);
    const id = randomUUID();
    const name = fullName(form.first_name, form.last_name);
    await tx.insert(users).values({
      id,
      email,
      name,
      firstName: form.first_name,
      lastName: form.last_name,
      emailVerified: true,
      role: 'client',
    });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
    const actor = { user: { id, email, name }, origin };
    if (grant) return acceptGrant(tx, { grant, actor, appUrl });
    await lockTeam(tx, invitation!.clientId);
    return joinOrganisation(tx, { invitation: invitation!, actor, appUrl });
  });
}

/** The address a link was sent to, or its refusal when the link is closed or unknown. */
async function openLinkEmail(db: Db, token: string): Promise<string> {
  const grant = await delegationOfToken(db, token);
  if (grant) {
    refuseClosedGrant(grant);
    return grant.email;
  }
  const invitation = await invitationOfToken(db, token);
  refuseClosed(invitation);
  return invitation.email;
}
