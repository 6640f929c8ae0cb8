import { CLIENT_ROLES } from './client-roles';
import { newPasswordField } from './client-profile-schema';
import { newAccountEmail, requiredText } from './form-fields';
import { isoDateTime, z } from './zod';

/** How long an invitation's link stays good (decision 064). */
export const TEAM_INVITATION_DAYS = 7;

const clientRole = z.enum(CLIENT_ROLES, { error: 'Choose one of the roles.' });

/** What each role may do, as the Invite Member and Change Role forms explain it. */
export const CLIENT_ROLE_DESCRIPTIONS = {
  owner: 'Everything, including the team and the organisation’s details.',
  approver: 'What a Member does, and approves requests.',
  member: 'Sees everything, reports issues and writes to our staff.',
  viewer: 'Sees everything, changes nothing.',
} as const satisfies Record<(typeof CLIENT_ROLES)[number], string>;

/** The texts of the team's refusals, shared by the server and the forms. */
export const TEAM_MESSAGES = {
  alreadyMember: 'This person is already a member of your organisation.',
  alreadyInvited: 'An invitation to this address is already waiting. Re-send it instead.',
  staffAddress: 'This address belongs to an Orion staff account, which cannot join a client.',
  lastOwner: 'An organisation keeps at least one owner. Make someone else an owner first.',
  memberNotFound: 'This person is not a member of your organisation.',
  invitationNotFound: 'This invitation does not exist or was replaced by a newer one.',
  invitationExpired: 'This invitation has expired. Ask the organisation for a new one.',
  invitationRevoked: 'This invitation was withdrawn. Ask the organisation for a new one.',
  invitationAccepted: 'This invitation has already been accepted.',
  invitationClosed: 'This invitation was accepted or withdrawn and cannot be re-sent.',
  wrongAccount:
    'This invitation is for another e-mail address. Sign in with that address to accept it.',
  accountExists: 'An account with this address exists. Sign in to accept the invitation.',
  notTransferable: 'Ownership goes to another member of your organisation.',
  notYourOrganisation: 'You are not a member of this organisation.',
} as const;

/** Invite Member. */
export const teamInvitationSchema = z
  .object({ email: newAccountEmail(), role: clientRole })
  .meta({ id: 'TeamInvitation' });
export type TeamInvitationInput = z.input<typeof teamInvitationSchema>;
export type TeamInvitation = z.output<typeof teamInvitationSchema>;

/** Change Role. */
export const teamRoleChangeSchema = z.object({ role: clientRole }).meta({ id: 'TeamRoleChange' });

export const teamMemberSchema = z
  .object({
    user_id: z.uuid(),
    name: z.string(),
    email: z.string(),
    role: clientRole,
    joined_at: isoDateTime,
    last_signed_in_at: isoDateTime.nullable().meta({ description: 'Null before any sign-in.' }),
    is_you: z.boolean(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

const INVITATION_STATUSES = ['pending', 'expired', 'revoked', 'accepted'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Waiting',
  expired: 'Expired',
  revoked: 'Withdrawn',
  accepted: 'Accepted',
};

export const teamInvitationRowSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: clientRole,
    status: z.enum(['pending', 'expired']),
    invited_by: z.string().nullable(),
    expires_at: isoDateTime,
    created_at: isoDateTime,
  })
  .meta({ id: 'TeamInvitationRow' });
export type TeamInvitationRow = z.infer<typeof teamInvitationRowSchema>;

/** GET /api/team: the organisation the session works in, its people and open invitations. */
export const teamSchema = z
  .object({
    organisation: z.object({ id: z.uuid(), name: z.string() }),
    your_role: clientRole,
    members: z.array(teamMemberSchema).meta({ description: 'Owners first, then by name.' }),
    invitations: z
      .array(teamInvitationRowSchema)
      .meta({ description: 'Not yet accepted nor withdrawn, newest first.' }),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

/** What an invitation's link offers: a place in the organisation, or read access to some rows. */
const INVITATION_KINDS = ['member', 'delegate'] as const;

/** GET /api/invitations/{token}: what the invitation's page shows. */
export const invitationViewSchema = z
  .object({
    kind: z.enum(INVITATION_KINDS),
    organisation_name: z.string(),
    email: z.string(),
    role: clientRole.nullable().meta({ description: 'The role offered; null for a delegate.' }),
    invited_by: z.string().nullable(),
    status: z.enum(INVITATION_STATUSES),
    expires_at: isoDateTime.meta({
      description: 'When the link stops working: for a delegate, when the access ends.',
    }),
    shared: z
      .object({ items: z.number().int(), shipments: z.number().int(), show_values: z.boolean() })
      .nullable()
      .meta({ description: 'For a delegate: how much is shared.' }),
    account_exists: z
      .boolean()
      .meta({ description: 'Whether the address has an account: sign in, else sign up.' }),
  })
  .meta({ id: 'InvitationView' });
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** POST /api/invitations/{token}/sign-up: the invitee's new account. */
export const invitationSignUpSchema = z
  .object({
    first_name: requiredText(2, 'First name is required.', 100),
    last_name: requiredText(2, 'Last name is required.', 100),
    password: newPasswordField,
  })
  .meta({ id: 'InvitationSignUp' });
export type InvitationSignUpInput = z.input<typeof invitationSignUpSchema>;
export type InvitationSignUp = z.output<typeof invitationSignUpSchema>;

/** POST …/accept and …/sign-up: the organisation joined, or whose shared rows one now reads. */
export const joinedSchema = z
  .object({
    kind: z.enum(INVITATION_KINDS),
    organisation: z.object({ id: z.uuid(), name: z.string() }),
    role: clientRole.nullable().meta({ description: 'Null for a delegate.' }),
  })
  .meta({ id: 'Joined' });

/** GET /api/team/organisations: every organisation the account belongs to. */
export const organisationListSchema = z
  .object({
    organisations: z.array(
      z.object({ id: z.uuid(), name: z.string(), role: clientRole, current: z.boolean() }),
    ),
  })
  .meta({ id: 'OrganisationList' });
export type OrganisationList = z.infer<typeof organisationListSchema>;

/** PUT /api/team/organisations/current. */
export const organisationChoiceSchema = z
  .object({ client_id: z.uuid('Not a valid organisation id.') })
  .meta({ id: 'OrganisationChoice' });
