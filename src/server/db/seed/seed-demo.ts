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
    await createUser(tx, {
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
    await insertShipments(tx, clientIds);
    await insertVaultItems(tx, clientIds);
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

async function insertShipments(tx: DbOrTx, clientIds: Map<string, string>) {
  for (const shipment of DEMO_SHIPMENTS) {
    const { client, updates, shippedDaysAgo, estimatedDeliveryDaysAgo, ...fields } = shipment;
    const delivered = updates.find((update) => update.status === 'delivered');
    const [row] = await tx
      .insert(shipments)
      .values({
        ...fields,
        client_id: clientIds.get(client) ?? null,
        date_of_shipment: daysAgo(shippedDaysAgo),
        estimated_delivery: daysAgo(estimatedDeliveryDaysAgo),
        delivery_date: delivered ? daysAgo(delivered.daysAgo) : null,
        created_at: daysAgo(shippedDaysAgo + 1),
      })
      .returning({ id: shipments.id });
    if (!row || updates.length === 0) continue;
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

async function insertVaultItems(tx: DbOrTx, clientIds: Map<string, string>) {
  await tx.insert(vaultItems).values(
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
  );
}
