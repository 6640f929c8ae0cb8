import { DEMO_CLIENTS, DEMO_TOTALS } from './demo-data';
import {
  auditRow,
  credentialRow,
  itemCreated,
  itemEntity,
  shipmentCreated,
  shipmentEntity,
  staffActor,
  type Actor,
  type DemoRows,
} from './demo-rows';
import { generateClients, generateShipments, generateVaultItems } from './generate-rows';
import type { AuditRow, UserRow, VaultItemRow } from './json-rows';
import { DAY_MS, type Random } from './random';
import { USER_AGENTS } from './word-lists';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * A year of the demo company around the documented part: clients who joined over the last twelve
 * months (each signs in with the demo password), their shipments with tracking updates and their
 * vault items up to DEMO_TOTALS, and the audit trail the real features would have written for all
 * of it, the documented clients included: staff creating, moving and updating items, creating
 * shipments and adding tracking updates, clients signing in and viewing their items.
 */
export function demoHistoryRows(input: {
  r: Random;
  today: number;
  documented: DemoRows & { admin: UserRow };
}): DemoRows {
  const { r, today, documented } = input;
  const joined = generateClients(r, {
    now: today,
    count: DEMO_TOTALS.clients - documented.clients.length,
    spanDays: 365,
    naming: { kind: 'named', exceptLastNames: DEMO_CLIENTS.map((client) => client.last_name) },
  });
  const { shipments, updates } = generateShipments(r, {
    now: today,
    count: DEMO_TOTALS.shipments - documented.shipments.length,
    spanDays: 365,
    clients: joined,
    takenTrackingNumbers: new Set(documented.shipments.map((row) => row.tracking_number)),
  });
  const items = generateVaultItems(r, {
    now: today,
    count: DEMO_TOTALS.vaultItems - documented.items.length,
    clients: joined,
  });
  const rows: DemoRows = {
    users: joined.users,
    accounts: joined.users.map((user) => credentialRow(r, user)),
    clients: joined.clients,
    shipments,
    updates,
    items,
    audit: [],
  };

  const staff = staffActor({ id: documented.admin.id, email: documented.admin.email });
  const staffEvents = [
    ...invitations(r, staff, rows),
    ...shipmentEvents(r, staff, { ...rows, documented }),
    ...rows.items.map((item) => itemCreated(r, staff, item)),
    ...itemChanges(r, staff, today, [...documented.items, ...rows.items]),
  ];
  rows.audit = [
    ...staffEvents,
    ...staffSignIns(r, staff, staffEvents),
    ...[...documented.users, ...rows.users]
      .filter((user) => user.role === 'client')
      .flatMap((user) =>
        clientVisits(r, {
          user,
          today,
          items: [...documented.items, ...rows.items].filter((item) => item.client_id === user.id),
          documented: documented.users.includes(user),
        }),
      ),
  ];
  return rows;
}

/** Most clients were added by staff and invited (create-client.ts); the others signed up. */
function invitations(r: Random, staff: Actor, rows: DemoRows): AuditRow[] {
  return rows.users
    .filter(() => r.next() < 0.6)
    .map((user) =>
      auditRow(r, {
        actor: staff,
        action: 'created',
        entity: { type: 'client', id: user.id, label: user.email },
        clientId: user.id,
        at: user.created_at,
      }),
    );
}

/**
 * Staff created each new shipment and added every tracking update (add-tracking-update.ts) of
 * every shipment, the documented ones included; now and then they corrected a shipment's details.
 */
function shipmentEvents(
  r: Random,
  staff: Actor,
  rows: Pick<DemoRows, 'shipments' | 'updates'> & { documented: DemoRows },
): AuditRow[] {
  const all = [...rows.documented.shipments, ...rows.shipments];
  const byId = new Map(all.map((shipment) => [shipment.id, shipment]));
  const events = rows.shipments.map((shipment) => shipmentCreated(r, staff, shipment));
  for (const update of [...rows.documented.updates, ...rows.updates]) {
    const shipment = byId.get(update.shipment_id);
    if (!shipment) throw new Error(`tracking update of unknown shipment ${update.shipment_id}`);
    events.push(
      auditRow(r, {
        actor: staff,
        action: 'tracking_update',
        entity: shipmentEntity(shipment),
        clientId: shipment.client_id,
        at: update.timestamp,
        details: { status: update.status, location: update.location },
      }),
    );
  }
  for (const shipment of rows.shipments) {
    const created = Date.parse(shipment.created_at);
    const changed = Date.parse(shipment.updated_at);
    if (changed - created < HOUR_MS || r.next() >= 0.1) continue;
    events.push(
      auditRow(r, {
        actor: staff,
        action: 'updated',
        entity: shipmentEntity(shipment),
        clientId: shipment.client_id,
        at: new Date(created + (changed - created) * r.next()).toISOString(),
      }),
    );
  }
  return events;
}

/**
 * Some items were moved to the shelf they are on now, or had their details corrected, after they
 * were stored: recorded as the admin's edit records them, and the item's updated_at follows.
 */
function itemChanges(r: Random, staff: Actor, today: number, items: VaultItemRow[]): AuditRow[] {
  const events: AuditRow[] = [];
  for (const item of items) {
    const stored = Date.parse(item.date_stored);
    const roll = r.next();
    if (roll >= 0.3 || today - stored < 2 * DAY_MS) continue;
    const at = new Date(stored + DAY_MS + (today - stored - DAY_MS) * r.next()).toISOString();
    events.push(
      auditRow(r, {
        actor: staff,
        action: roll < 0.18 ? 'moved' : 'updated',
        entity: itemEntity(item),
        clientId: item.client_id,
        at,
        details: { location_code: item.location_code },
      }),
    );
    if (at > item.updated_at) item.updated_at = at;
  }
  return events;
}

/** The administrator signed in on each day that staff changed something, before the first change. */
function staffSignIns(r: Random, staff: Actor, events: AuditRow[]): AuditRow[] {
  const firstOfDay = new Map<number, number>();
  for (const event of events) {
    const time = Date.parse(event.created_at);
    const day = Math.floor(time / DAY_MS);
    firstOfDay.set(day, Math.min(firstOfDay.get(day) ?? time, time));
  }
  return [...firstOfDay.values()]
    .sort((a, b) => a - b)
    .map((first) => signIn(r, staff, first - r.int(2, 40) * MINUTE_MS));
}

/**
 * A sign-in as features/auth/forward-to-better-auth.ts records it: the account, no client, the
 * e-mail as label.
 */
function signIn(r: Random, actor: Actor, time: number, failed = false): AuditRow {
  return auditRow(r, {
    actor: failed ? { ...actor, id: null } : actor,
    action: failed ? 'sign_in_failed' : 'sign_in',
    entity: { type: 'account', label: actor.label },
    clientId: null,
    at: new Date(time).toISOString(),
    details: failed ? { status: 401 } : null,
  });
}

/**
 * A client's visits to the portal since they joined: each a sign-in (now and then after a mistyped
 * password), then a look at a few of the items they had in the vault at the time
 * (view-vault-item.ts). The documented clients come every week or two, others less often; most
 * visits come from the client's usual address and browser, some from a phone.
 */
function clientVisits(
  r: Random,
  input: { user: UserRow; today: number; items: VaultItemRow[]; documented: boolean },
): AuditRow[] {
  const { user, today, items } = input;
  const clientId = user.id;
  const usual: Actor = {
    id: clientId,
    label: user.email,
    ip: `${r.pick(['198.51.100', '203.0.113'])}.${r.int(2, 254)}`,
    userAgent: r.pick(USER_AGENTS.desktop),
  };
  const phone: Actor = {
    ...usual,
    ip: `192.0.2.${r.int(2, 254)}`,
    userAgent: r.pick(USER_AGENTS.phone),
  };
  const [shortest, longest] = input.documented ? [4, 14] : [7, 45];
  const events: AuditRow[] = [];
  let time = Date.parse(user.created_at) + r.int(1, 72) * HOUR_MS;
  while (time < today - HOUR_MS) {
    const actor = r.next() < 0.25 ? phone : usual;
    if (r.next() < 0.08) events.push(signIn(r, actor, time - r.int(1, 3) * MINUTE_MS, true));
    events.push(signIn(r, actor, time));
    const stored = items.filter((item) => Date.parse(item.created_at) < time);
    let viewedAt = time;
    for (let views = r.int(0, Math.min(3, stored.length)); views > 0; views -= 1) {
      viewedAt += r.int(1, 6) * MINUTE_MS;
      const item = stored.splice(r.int(0, stored.length - 1), 1)[0] as VaultItemRow;
      events.push(
        auditRow(r, {
          actor,
          action: 'viewed',
          entity: itemEntity(item),
          clientId,
          at: new Date(viewedAt).toISOString(),
        }),
      );
    }
    time += r.int(shortest, longest) * DAY_MS + r.int(-8, 8) * HOUR_MS;
  }
  return events;
}
