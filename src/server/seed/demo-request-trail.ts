import { SYSTEM_ACTOR_LABEL, type AuditAction } from '#shared/audit-action';
import type { ClientRole } from '#shared/client-roles';
import { auditRow, type Actor } from './demo-rows';
import type { AuditRow, ClientRow, UserRow, VaultItemRow } from './json-rows';
import type { Random } from './random';
import { USER_AGENTS } from './word-lists';

/**
 * What the demo requests of every kind share (decision 067): the organisations' people who ask
 * and approve, and the audit trail each step leaves, as features/shared/request-events.ts writes it.
 */

export const HOUR_MS = 60 * 60 * 1000;
export const SYSTEM: Actor = { id: null, label: SYSTEM_ACTOR_LABEL, ip: 'server', userAgent: '' };
/** The months of requests the demo shows: the portal, the inbox and the analytics have shapes. */
export const REQUEST_HISTORY_DAYS = 120;
export const CITIES = [
  'New York',
  'Miami',
  'Chicago',
  'Boston',
  'Geneva',
  'London',
  'Zurich',
  'Dallas',
];

/** One of an organisation's people who may ask: its owner, an Approver or a Member. */
export type Person = { id: string; email: string; role: ClientRole };

/** The people of each organisation who may ask, its owner first; viewers ask nothing. */
export function teamsOf(input: {
  clients: readonly ClientRow[];
  members: readonly { client_id: string; user_id: string; role: ClientRole }[];
  people: readonly UserRow[];
}): (clientId: string) => Person[] {
  return (clientId) => {
    const owner = input.clients.find((client) => client.id === clientId)!;
    const others = input.members
      .filter((member) => member.client_id === clientId && member.role !== 'viewer')
      .map((member) => ({
        id: member.user_id,
        email: input.people.find((user) => user.id === member.user_id)!.email,
        role: member.role,
      }));
    return [{ id: owner.id, email: owner.email, role: 'owner' }, ...others];
  };
}

/** Whether the organisation's four-eyes rule is on, as dualControlOf has it unless an owner chose. */
export const hasFourEyes = (team: Person[]) =>
  team.filter((person) => person.role !== 'member').length >= 2;

/** The second Owner or Approver of a four-eyes organisation, or null where there is none. */
export function secondPerson(r: Random, team: Person[], requester: Person): Person | null {
  const others = team.filter((person) => person.id !== requester.id && person.role !== 'member');
  return others.length > 0 && hasFourEyes(team) ? r.pick(others) : null;
}

/** A person of the organisation at their desk. */
export const clientActor = (r: Random, person: Person): Actor => ({
  id: person.id,
  label: person.email,
  ip: `203.0.113.${r.int(2, 250)}`,
  userAgent: r.pick(USER_AGENTS.desktop),
});

/**
 * The writer of one request's steps: each on the request under its number and, for a release or
 * a visit, on each of its items with the number in its details (decisions 069, 070).
 */
export function requestTrail(
  r: Random,
  audit: AuditRow[],
  request: { id: string; number: string; clientId: string; items: readonly VaultItemRow[] },
) {
  return (actor: Actor, action: AuditAction, at: number, details?: Record<string, unknown>) => {
    const common = { actor, action, clientId: request.clientId, at: new Date(at).toISOString() };
    audit.push(
      auditRow(r, {
        ...common,
        entity: { type: 'request', id: request.id, label: request.number },
        details,
      }),
    );
    for (const item of [...request.items].sort((a, b) => a.id.localeCompare(b.id))) {
      audit.push(
        auditRow(r, {
          ...common,
          entity: { type: 'vault_item', id: item.id, label: item.name },
          details: { ...details, request: request.number },
        }),
      );
    }
  };
}
