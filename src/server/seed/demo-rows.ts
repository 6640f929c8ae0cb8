import type { AuditAction, AuditEntityType } from '#shared/audit-action';
import type {
  AuditRow,
  ClientRow,
  CredentialRow,
  ShipmentRow,
  ShipmentUpdateRow,
  UserRow,
  VaultItemRow,
} from './json-rows';
import { DAY_MS, type Random } from './random';
import { DEMO_CLIENTS, DEMO_SHIPMENTS, DEMO_VAULT_ITEMS } from './demo-data';
import { USER_AGENTS } from './word-lists';

/** Every row of the demo company, table by table, in an order the foreign keys accept. */
export type DemoRows = {
  users: UserRow[];
  accounts: CredentialRow[];
  clients: ClientRow[];
  shipments: ShipmentRow[];
  updates: ShipmentUpdateRow[];
  items: VaultItemRow[];
  audit: AuditRow[];
};

/** Who acted, and from where: a request's origin as the audit records it. */
export type Actor = { id: string | null; label: string; ip: string; userAgent: string };

/** The administrator at the operations desk. */
export function staffActor(admin: { id: string; email: string }): Actor {
  return {
    id: admin.id,
    label: admin.email,
    ip: '10.20.0.15',
    userAgent: USER_AGENTS.desktop[0],
  };
}

export function auditRow(
  r: Random,
  event: {
    actor: Actor;
    action: AuditAction;
    entity: { type: AuditEntityType; id?: string | null; label: string | null };
    clientId: string | null;
    at: string;
    details?: Record<string, unknown> | null;
  },
): AuditRow {
  return {
    id: r.uuid(),
    actor_user_id: event.actor.id,
    actor_label: event.actor.label,
    action: event.action,
    entity_type: event.entity.type,
    entity_id: event.entity.id ?? null,
    entity_label: event.entity.label,
    client_id: event.clientId,
    ip_address: event.actor.ip,
    user_agent: event.actor.userAgent,
    details: event.details ?? null,
    created_at: event.at,
  };
}

export const shipmentEntity = (shipment: ShipmentRow) => ({
  type: 'shipment' as const,
  id: shipment.id,
  label: shipment.tracking_number,
});

export const itemEntity = (item: VaultItemRow) => ({
  type: 'vault_item' as const,
  id: item.id,
  label: item.name,
});

/** Staff creating a shipment (create-shipment.ts). */
export const shipmentCreated = (r: Random, staff: Actor, shipment: ShipmentRow) =>
  auditRow(r, {
    actor: staff,
    action: 'created',
    entity: shipmentEntity(shipment),
    clientId: shipment.client_id,
    at: shipment.created_at,
  });

/** Staff storing an item (write-vault-item.ts). */
export const itemCreated = (r: Random, staff: Actor, item: VaultItemRow) =>
  auditRow(r, {
    actor: staff,
    action: 'created',
    entity: itemEntity(item),
    clientId: item.client_id,
    at: item.created_at,
  });

export function credentialRow(r: Random, user: UserRow): CredentialRow {
  return {
    id: r.uuid(),
    account_id: user.id,
    provider_id: 'credential',
    user_id: user.id,
    created_at: user.created_at,
    updated_at: user.created_at,
  };
}

/** The administrator had been at work for two years when the demo begins. */
const ADMIN_SINCE_DAYS = 730;

/**
 * The documented demo company (demo-data.ts, the README's logins and tracking number): the
 * administrator, the three clients with their shipments, tracking updates and vault items, and the
 * record of staff creating each shipment and item. Dates count back from `today`, ids come from the
 * generator: the same day gives the same rows.
 */
export function documentedDemoRows(input: {
  r: Random;
  today: number;
  adminEmail: string;
}): DemoRows & { admin: UserRow } {
  const { r } = input;
  const at = (daysAgo: number) => new Date(input.today - daysAgo * DAY_MS).toISOString();
  const admin = userRow({
    id: r.uuid(),
    email: input.adminEmail,
    first_name: 'Operations',
    last_name: 'Admin',
    role: 'admin',
    at: at(ADMIN_SINCE_DAYS),
  });
  const rows: DemoRows = {
    users: [admin],
    accounts: [credentialRow(r, admin)],
    clients: [],
    shipments: [],
    updates: [],
    items: [],
    audit: [],
  };
  const staff = staffActor(admin);

  const clientIds = new Map<string, string>();
  for (const { key, joinedDaysAgo, ...profile } of DEMO_CLIENTS) {
    const user = userRow({ id: r.uuid(), ...profile, role: 'client', at: at(joinedDaysAgo) });
    rows.users.push(user);
    rows.accounts.push(credentialRow(r, user));
    rows.clients.push({
      ...profile,
      id: user.id,
      created_at: user.created_at,
      updated_at: user.created_at,
    });
    clientIds.set(key, user.id);
  }
  const ownerOf = (key: string) => {
    const id = clientIds.get(key);
    if (!id) throw new Error(`demo row for unknown client ${key}`);
    return id;
  };

  for (const demo of DEMO_SHIPMENTS) {
    const { client, updates, shippedDaysAgo, estimatedDeliveryDaysAgo, ...fields } = demo;
    const delivered = updates.find((update) => update.status === 'delivered');
    const latest = updates.at(-1);
    const shipment: ShipmentRow = {
      ...fields,
      id: r.uuid(),
      client_id: ownerOf(client),
      date_of_shipment: at(shippedDaysAgo),
      estimated_delivery: at(estimatedDeliveryDaysAgo),
      delivery_date: delivered ? at(delivered.daysAgo) : null,
      // The demo Courier's are given to them once the staff are in (seed-demo.ts).
      crew_id: null,
      vehicle_id: null,
      created_at: at(shippedDaysAgo + 1),
      updated_at: at(latest ? latest.daysAgo : shippedDaysAgo + 1),
    };
    rows.shipments.push(shipment);
    for (const update of updates) {
      rows.updates.push({
        id: r.uuid(),
        shipment_id: shipment.id,
        status: update.status,
        location: update.location,
        description: update.description,
        timestamp: at(update.daysAgo),
      });
    }
    rows.audit.push(shipmentCreated(r, staff, shipment));
  }

  for (const { client, storedDaysAgo, accessedDaysAgo, ...fields } of DEMO_VAULT_ITEMS) {
    const item: VaultItemRow = {
      ...fields,
      id: r.uuid(),
      client_id: ownerOf(client),
      date_stored: at(storedDaysAgo),
      last_accessed: accessedDaysAgo === null ? null : at(accessedDaysAgo),
      released_at: null,
      transferred_from_item_id: null,
      created_at: at(storedDaysAgo),
      updated_at: at(accessedDaysAgo ?? storedDaysAgo),
    };
    rows.items.push(item);
    rows.audit.push(itemCreated(r, staff, item));
  }
  return { ...rows, admin };
}

export function userRow(input: {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: UserRow['role'];
  at: string;
}): UserRow {
  return {
    id: input.id,
    name: `${input.first_name} ${input.last_name}`,
    email: input.email.toLowerCase(),
    email_verified: true,
    role: input.role,
    first_name: input.first_name,
    last_name: input.last_name,
    created_at: input.at,
    updated_at: input.at,
  };
}
