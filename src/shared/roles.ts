export const ROLES = ['client', 'admin'] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  client: 'Client',
  admin: 'Administrator',
};
