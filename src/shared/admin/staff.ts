import { newAccountEmail, requiredText } from '../form-fields';
import { STAFF_ROLES } from '../roles';
import { isoDateTime, z } from '../zod';

/** How long a staff invitation's link lets the invitee choose a password. */
export const STAFF_INVITATION_DAYS = 7;

const staffRole = z.enum(STAFF_ROLES, { error: 'Choose one of the staff roles.' });

/** Invite Staff: the invitee chooses their own password from the e-mail, as a client does. */
export const staffInvitationSchema = z
  .object({
    first_name: requiredText(2, 'First name is required.', 100),
    last_name: requiredText(2, 'Last name is required.', 100),
    email: newAccountEmail(),
    role: staffRole,
  })
  .meta({ id: 'StaffInvitation' });

export type StaffInvitationInput = z.input<typeof staffInvitationSchema>;
export type StaffInvitation = z.output<typeof staffInvitationSchema>;

export const staffRoleChangeSchema = z.object({ role: staffRole }).meta({ id: 'StaffRoleChange' });

/** Where a staff account stands: waiting for its first password, at work, or deactivated. */
const STAFF_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

export const staffMemberSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: staffRole,
    status: z.enum(STAFF_STATUSES),
    two_factor_enabled: z.boolean(),
    last_signed_in_at: isoDateTime
      .nullable()
      .meta({ description: 'Null until the first sign-in.' }),
    created_at: isoDateTime,
  })
  .meta({ id: 'StaffMember' });

export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z
  .object({
    staff: z.array(staffMemberSchema).meta({ description: 'Active first, then by name.' }),
  })
  .meta({ id: 'StaffList' });
