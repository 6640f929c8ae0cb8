import { randomUUID } from 'node:crypto';
import { STAFF_INVITATION_DAYS, type StaffInvitation, type StaffMember } from '#shared/admin/staff';
import { fullName } from '#shared/person-name';
import { ROLE_LABELS } from '#shared/roles';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { staffInvitationMessage } from '../../mail/templates';
import { choosePasswordLink, refuseTakenEmail } from '../shared/account-invitation';
import { findStaffMember } from './staff-member';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Invite Staff: the account with its role, the invitation's token, the e-mail and the audit event
 * in one transaction. As Add Client's (decision 009), the invitation is a password-reset token:
 * the invitee chooses a password on /update-password, then enrols the second factor at the first
 * sign-in (decision 049). An address that already has an account is refused: a client is not made
 * staff (decision 052).
 */
export async function inviteStaff({
  db,
  appUrl,
  form,
  admin,
  origin,
}: StaffChange & { db: Db; appUrl: string; form: StaffInvitation }): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    await refuseTakenEmail(tx, form.email);
    const id = randomUUID();
    await tx.insert(users).values({
      id,
      email: form.email,
      name: fullName(form.first_name, form.last_name),
      firstName: form.first_name,
      lastName: form.last_name,
      emailVerified: true,
      role: form.role,
    });
    const url = await choosePasswordLink(tx, {
      userId: id,
      appUrl,
      validMs: STAFF_INVITATION_DAYS * DAY_MS,
    });
    await enqueueMail(
      tx,
      form.email,
      staffInvitationMessage({
        firstName: form.first_name,
        roleLabel: ROLE_LABELS[form.role],
        days: STAFF_INVITATION_DAYS,
        url,
      }),
    );
    await recordStaffChange(tx, {
      admin,
      origin,
      action: 'staff_invited',
      entity: { type: 'staff', id, label: form.email },
      details: { role: form.role },
    });
    return findStaffMember(tx, id);
  });
}
