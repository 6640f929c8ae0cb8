/**
 * The roles of a person in a client organisation (decision 063). The organisation is the client
 * record: it holds the vault items, shipments and issues, and each of its people has one role.
 */
export const CLIENT_ROLES = ['owner', 'approver', 'member', 'viewer'] as const;

export type ClientRole = (typeof CLIENT_ROLES)[number];

export const CLIENT_ROLE_LABELS: Record<ClientRole, string> = {
  owner: 'Owner',
  approver: 'Approver',
  member: 'Member',
  viewer: 'Viewer',
};

/**
 * Which client roles may change each part of the portal: the one definition behind the portal
 * routes' declared roles and the controls the portal shows. Every role reads every part.
 */
export const CLIENT_ACCESS = {
  /** The organisation's record: the holder's details, address and next of kin. */
  profile: ['owner'],
  /** Reporting an issue and writing in one. */
  issues: ['owner', 'approver', 'member'],
  /** Inviting, changing and removing people, and handing on ownership. */
  team: ['owner'],
  /** Asking for a booking, and cancelling what one asked (decision 067). */
  requests: ['owner', 'approver', 'member'],
  /** Giving or refusing the organisation's second approval of a request. */
  approvals: ['owner', 'approver'],
  /** The organisation's four-eyes rule. */
  requestRules: ['owner'],
} as const satisfies Record<string, readonly ClientRole[]>;

export type ClientArea = keyof typeof CLIENT_ACCESS;

export function clientMay(role: ClientRole | null | undefined, area: ClientArea): boolean {
  return role != null && (CLIENT_ACCESS[area] as readonly ClientRole[]).includes(role);
}

/** What the portal says where a role may read a part but not change it, as the server refuses it. */
export function readOnlyRoleNote(role: ClientRole): string {
  return `Your role in this organisation, ${CLIENT_ROLE_LABELS[role]}, lets you read this but not change it.`;
}
