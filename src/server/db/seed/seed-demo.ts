import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Db, DbOrTx } from '../client';
import {
  accounts,
  appSettings,
  clients,
  shipments,
  shipmentUpdates,
  users,
  auditEvents,
  vaultItems,
} from '../schema';
import {
  DEMO_CLIENT_PASSWORD,
  DEMO_CLIENTS,
  DEMO_SETTINGS,
  DEMO_SHIPMENTS,
  DEMO_VAULT_ITEMS,
} from './demo-data';

const DAY_MS = 24 * 60 * 60 * 1000;

export type SeedResult =
  { seeded: false } | { seeded: true; adminPassword: string; generated: boolean };

/**
 * Loads the demo company into an empty database (no user yet), in one transaction: the admin,
 * three confirmed clients with shipments and vault items, and the public contact settings.
 */
export async function seedDemo(input: {
  db: Db;
  adminEmail: string;
  adminPassword: string | undefined;
}): Promise<SeedResult> {
  const adminPassword = input.adminPassword ?? randomBytes(12).toString('base64url');
  const [adminHash, clientHash] = await Promise.all([
    hashPassword(adminPassword),
    hashPassword(DEMO_CLIENT_PASSWORD),
  ]);
  const seeded = await input.db.transaction(async (tx) => {
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((existing?.count ?? 0) > 0) return false;
    const adminId = await createUser(tx, {
      email: input.adminEmail,
      firstName: 'Operations',
      lastName: 'Admin',
      role: 'admin',
      passwordHash: adminHash,
    });
    const clientIds = new Map<string, string>();
    for (const client of DEMO_CLIENTS) {
      const { key, ...profile } = client;
      const id = await createUser(tx, {
        email: client.email,
        firstName: client.first_name,
        lastName: client.last_name,
        role: 'client',
        passwordHash: clientHash,
      });
      await tx.insert(clients).values({ id, ...profile });
      clientIds.set(key, id);
    }
    const staff = { id: adminId, label: input.adminEmail };
    await insertShipments(tx, clientIds, staff);
    await insertVaultItems(tx, clientIds, staff);
    await tx
      .insert(appSettings)
      .values(
        Object.entries(DEMO_SETTINGS).map(([setting_key, setting_value]) => ({
          setting_key,
          setting_value,
        })),
      )
      .onConflictDoNothing();
    return true;
  });
  return seeded
    ? { seeded: true, adminPassword, generated: input.adminPassword === undefined }
    : { seeded: false };
}

async function createUser(
  tx: DbOrTx,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    role: 'admin' | 'client';
    passwordHash: string;
  },
): Promise<string> {
  const id = randomUUID();
  await tx.insert(users).values({
    id,
    name: `${input.firstName} ${input.lastName}`,
    email: input.email.toLowerCase(),
    emailVerified: true,
    role: input.role,
    firstName: input.firstName,
    lastName: input.lastName,
  });
  await tx.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: input.passwordHash,
  });
  return id;
}

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

type Staff = { id: string; label: string };

/** The record of staff creating a demo item or shipment, as the real admin screens write it. */
function createdByStaff(
  staff: Staff,
  entity: { type: string; id: string; label: string; clientId: string | null; at: Date },
) {
  return {
    actor_user_id: staff.id,
    actor_label: staff.label,
    action: 'created',
    entity_type: entity.type,
    entity_id: entity.id,
    entity_label: entity.label,
    client_id: entity.clientId,
    created_at: entity.at,
  };
}

async function insertShipments(tx: DbOrTx, clientIds: Map<string, string>, staff: Staff) {
  for (const shipment of DEMO_SHIPMENTS) {
    const { client, updates, shippedDaysAgo, estimatedDeliveryDaysAgo, ...fields } = shipment;
    const delivered = updates.find((update) => update.status === 'delivered');
    const clientId = clientIds.get(client) ?? null;
    const createdAt = daysAgo(shippedDaysAgo + 1);
    const [row] = await tx
      .insert(shipments)
      .values({
        ...fields,
        client_id: clientId,
        date_of_shipment: daysAgo(shippedDaysAgo),
        estimated_delivery: daysAgo(estimatedDeliveryDaysAgo),
        delivery_date: delivered ? daysAgo(delivered.daysAgo) : null,
        created_at: createdAt,
      })
      .returning({ id: shipments.id });
    if (!row) continue;
    await tx.insert(auditEvents).values(
      createdByStaff(staff, {
        type: 'shipment',
        id: row.id,
        label: fields.tracking_number,
        clientId,
        at: createdAt,
      }),
    );
    if (updates.length === 0) continue;
    await tx.insert(shipmentUpdates).values(
      updates.map((update) => ({
        shipment_id: row.id,
        status: update.status,
        location: update.location,
        description: update.description,
        timestamp: daysAgo(update.daysAgo),
      })),
    );
  }
}

async function insertVaultItems(tx: DbOrTx, clientIds: Map<string, string>, staff: Staff) {
  const items = await tx
    .insert(vaultItems)
    .values(
      DEMO_VAULT_ITEMS.map(({ client, storedDaysAgo, accessedDaysAgo, ...item }) => {
        const clientId = clientIds.get(client);
        if (!clientId) throw new Error(`demo vault item for unknown client ${client}`);
        return {
          ...item,
          client_id: clientId,
          date_stored: daysAgo(storedDaysAgo),
          last_accessed: accessedDaysAgo === null ? null : daysAgo(accessedDaysAgo),
          created_at: daysAgo(storedDaysAgo),
        };
      }),
    )
    .returning({
      id: vaultItems.id,
      name: vaultItems.name,
      client_id: vaultItems.client_id,
      created_at: vaultItems.created_at,
    });
  await tx.insert(auditEvents).values(
    items.map((item) =>
      createdByStaff(staff, {
        type: 'vault_item',
        id: item.id,
        label: item.name,
        clientId: item.client_id,
        at: item.created_at,
      }),
    ),
  );
}
