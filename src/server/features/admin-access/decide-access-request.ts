import { and, eq, exists, isNotNull, or } from 'drizzle-orm';
import type { DecidedAccount } from '#shared/admin/access-requests';
import type { AuditAction } from '#shared/audit-action';
import type { Role } from '#shared/roles';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/client';
import { clientMembers, clients, issues, shipments, users, vaultItems } from '../../db/schema';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import { AppError } from '../../core/errors';
import { accessApprovedMessage, accessRejectedMessage } from '../../mail/access-decision-templates';
import { enqueueMail } from '../../mail/outbox';

export type AccessDecision = 'approve' | 'reject';

const OUTCOMES = {
  approve: { role: 'admin', action: 'admin_access_approved', message: accessApprovedMessage },
  reject: { role: 'client', action: 'admin_access_rejected', message: accessRejectedMessage },
} as const satisfies Record<AccessDecision, { role: Role; action: AuditAction; message: unknown }>;

export type DecideAccessRequestInput = {
  db: Db;
  appUrl: string;
  userId: string;
  decision: AccessDecision;
} & StaffChange;

/**
 * Approves or rejects a pending admin-access request (decision 001): the account change, its
 * audit event and the mail to the requester are written together or not at all. The caller wakes
 * the mail sender once this resolves.
 */
export async function decideAccessRequest({
  db,
  appUrl,
  userId,
  decision,
  admin,
  origin,
}: DecideAccessRequestInput): Promise<DecidedAccount> {
  const outcome = OUTCOMES[decision];
  return db.transaction(async (tx) => {
    // The conditions make the decision once only, even when two administrators click together.
    const [user] = await tx
      .update(users)
      .set({ role: outcome.role, adminRequestedAt: null })
      .where(and(eq(users.id, userId), isNotNull(users.adminRequestedAt), eq(users.role, 'client')))
      .returning({
        id: users.id,
        email: users.email,
        role: users.role,
        firstName: users.firstName,
      });
    if (!user) throw new AppError('NOT_FOUND', 'No pending access request for this account.');
    if (decision === 'approve') await retireClientRecord(tx, user.id);

    await recordStaffChange(tx, {
      admin,
      origin,
      action: outcome.action,
      entity: { type: 'account', id: user.id, label: user.email },
    });
    await enqueueMail(tx, user.email, outcome.message({ firstName: user.firstName, appUrl }));
    return { id: user.id, email: user.email, role: user.role };
  });
}

export const APPLICANT_HOLDS_CUSTODY =
  'This account is a client with vault items, shipments or issues in our care, so it cannot become an administrator. Staff work from an account of their own.';

/**
 * An administrator is staff, not a client (decision 052): the client record an applicant's account
 * had goes with the approval, so no client action (their sessions, their second factor, their
 * details) ever reaches an administrator. A record that holds custody is never dropped: the
 * approval is refused instead.
 */
async function retireClientRecord(tx: DbOrTx, userId: string): Promise<void> {
  const custody = or(
    exists(
      tx.select({ id: vaultItems.id }).from(vaultItems).where(eq(vaultItems.client_id, userId)),
    ),
    exists(tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.client_id, userId))),
    exists(tx.select({ id: issues.id }).from(issues).where(eq(issues.client_id, userId))),
  );
  const [holding] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, userId), custody));
  if (holding) throw new AppError('CONFLICT', APPLICANT_HOLDS_CUSTODY);
  await tx.delete(clients).where(eq(clients.id, userId));
  // Nor is staff a person of another client's organisation (decision 063).
  await tx.delete(clientMembers).where(eq(clientMembers.user_id, userId));
}
