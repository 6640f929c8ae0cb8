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
  // Checked before the hashing, which a closed invitation would waste, and again under the lock.
  const found = await invitationOfToken(db, token);
  refuseClosed(found);
  await refuseWeakPassword({
    password: form.password,
    owner: { email: found.email, names: [form.first_name, form.last_name] },
    field: 'password',
  });
  const passwordHash = await hashPassword(form.password);
  return db.transaction(async (tx) => {
    const invitation = await invitationOfToken(tx, token, { forUpdate: true });
    refuseClosed(invitation);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${invitation.email})`);
    if (taken) throw new AppError('CONFLICT', TEAM_MESSAGES.accountExists);
    const id = randomUUID();
    const name = fullName(form.first_name, form.last_name);
    const email = invitation.email.toLowerCase();
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
    await lockTeam(tx, invitation.clientId);
    return joinOrganisation(tx, {
      invitation,
      actor: { user: { id, email, name }, origin },
      appUrl,
    });
  });
}
