import { randomUUID } from 'node:crypto';
import type { ClientCreate } from '#shared/client-schema';
import type { AdminClient } from '#shared/portal';
import { fullName } from '#shared/person-name';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { openOrganisation } from '../../auth/open-organisation';
import { invitationMessage } from '../../mail/templates';
import { enqueueMail } from '../../mail/outbox';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import { choosePasswordLink, refuseTakenEmail } from '../shared/account-invitation';
import { toClientRecord } from '../shared/client-profile';

const INVITATION_VALID_SECONDS = 72 * 60 * 60;

/**
 * Add Client: the confirmed account, the client record, its audit event and the invitation
 * e-mail are written together (decision 009). The invitation is a password-reset
 * token valid 72 hours: the client chooses their own password on /update-password, and
 * better-auth creates the credential when they do.
 */
export async function createClient({
  db,
  appUrl,
  form,
  admin,
  origin,
}: StaffChange & { db: Db; appUrl: string; form: ClientCreate }): Promise<AdminClient> {
  const { email, ...profile } = form;
  return db.transaction(async (tx) => {
    await refuseTakenEmail(tx, email);

    const id = randomUUID();
    await tx.insert(users).values({
      id,
      email,
      name: fullName(profile.first_name, profile.last_name),
      firstName: profile.first_name,
      lastName: profile.last_name,
      emailVerified: true,
      role: 'client',
    });
    const created = await openOrganisation(tx, { id, email, ...profile });
    if (!created) throw new Error('client insert returned no row');

    const url = await choosePasswordLink(tx, {
      userId: id,
      appUrl,
      validMs: INVITATION_VALID_SECONDS * 1000,
    });
    await enqueueMail(tx, email, invitationMessage({ firstName: profile.first_name, url }));
    await recordStaffChange(tx, {
      admin,
      origin,
      action: 'created',
      entity: { type: 'client', id, label: email },
      clientId: id,
    });
    return toClientRecord(created);
  });
}
