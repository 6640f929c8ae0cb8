import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ClientCreate } from '#shared/client-schema';
import type { AdminClient } from '#shared/portal';
import { fullName } from '#shared/person-name';
import type { Db } from '../../db/client';
import { clients, users, verifications } from '../../db/schema';
import { AppError } from '../../core/errors';
import { invitationMessage } from '../../mail/templates';
import { enqueueMail } from '../../mail/outbox';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import { toClientRecord } from '../shared/client-profile';

const INVITATION_VALID_SECONDS = 72 * 60 * 60;

const EMAIL_TAKEN_MESSAGE = 'An account with this email address already exists.';

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
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (taken)
      throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, {
        fields: { email: EMAIL_TAKEN_MESSAGE },
      });

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
    const [created] = await tx
      .insert(clients)
      .values({ id, email, ...profile })
      .returning();
    if (!created) throw new Error('client insert returned no row');

    const token = randomBytes(24).toString('base64url');
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: id,
      expiresAt: new Date(Date.now() + INVITATION_VALID_SECONDS * 1000),
    });
    await enqueueMail(
      tx,
      email,
      invitationMessage({
        firstName: profile.first_name,
        url: `${appUrl}/update-password?token=${encodeURIComponent(token)}`,
      }),
    );
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
