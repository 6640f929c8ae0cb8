import type { ClientRole } from '#shared/client-roles';
import { DEMO_CLIENTS, DEMO_MEMBERS } from './demo-data';
import { credentialRow, userRow } from './demo-rows';
import type { ClientRow, CredentialRow, UserRow } from './json-rows';
import type { Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo members joined their organisations this long before the demo begins. */
const MEMBERS_SINCE_DAYS = 120;

export type MemberRow = {
  client_id: string;
  user_id: string;
  role: ClientRole;
  created_at: string;
};

/**
 * The documented organisations' people besides their owners (DEMO_MEMBERS), with their accounts
 * and credentials; the owners' memberships are written from the client records themselves.
 */
export function demoMemberRows({
  r,
  today,
  clients,
}: {
  r: Random;
  today: number;
  clients: readonly ClientRow[];
}): { users: UserRow[]; accounts: CredentialRow[]; members: MemberRow[] } {
  const at = new Date(today - MEMBERS_SINCE_DAYS * DAY_MS).toISOString();
  const clientIdOf = (key: string) => {
    const email = DEMO_CLIENTS.find((client) => client.key === key)?.email;
    const record = clients.find((client) => client.email === email);
    if (!record) throw new Error(`demo member of unknown organisation ${key}`);
    return record.id;
  };
  const users: UserRow[] = [];
  const members: MemberRow[] = [];
  for (const { organisation, role, ...person } of DEMO_MEMBERS) {
    const user = userRow({ id: r.uuid(), ...person, role: 'client', at });
    users.push(user);
    members.push({ client_id: clientIdOf(organisation), user_id: user.id, role, created_at: at });
  }
  return { users, accounts: users.map((user) => credentialRow(r, user)), members };
}
