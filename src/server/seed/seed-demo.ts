import { backfillLedger } from '../ledger/backfill-ledger';
import { writeCheckpoint } from '../ledger/checkpoints';
import { randomBytes, type KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db, DbOrTx } from '../db/client';
import {
  accounts,
  appSettings,
  auditEvents,
  bookingRequests,
  clientRequests,
  documentSequences,
  quotes,
  releaseItems,
  releaseRequests,
  requestApprovals,
  clientMembers,
  clients,
  crewMembers,
  crews,
  custodyHandoffs,
  delegationItems,
  delegations,
  delegationShipments,
  shipmentPositions,
  shipments,
  shipmentUpdates,
  twoFactors,
  users,
  vaultItems,
  vehicles,
  visitItems,
  visitRequests,
} from '../db/schema';
import {
  DEMO_CLIENT_PASSWORD,
  DEMO_CREW,
  DEMO_VEHICLES,
  DEMO_SEED,
  DEMO_SETTINGS,
} from './demo-data';
import { signDocument } from '../signing/document-signature';
import { demoCustodyRows, type DemoCustodyRows } from './demo-custody';
import { demoHistoryRows } from './demo-history';
import { demoDelegationRows } from './demo-delegations';
import { demoMemberRows } from './demo-members';
import { demoRequestRows } from './demo-requests';
import { demoStaffRows, demoStaffSecondFactor } from './demo-staff';
import { documentedDemoRows, staffActor, type Actor, type DemoRows } from './demo-rows';
import { insertJson } from './insert-json';
import { createRandom, startOfUtcDay } from './random';

export type SeedResult =
  | { seeded: false }
  | {
      seeded: true;
      adminPassword: string;
      generated: boolean;
      /** The demo staff's second-factor key for an authenticator app, printed once. */
      staffTotpKey: string;
    };

/**
 * Loads the demo company into an empty database (no user yet), in one transaction: the admin, the
 * documented clients with their shipments and vault items (demo-data.ts), the public contact
 * settings, the staff, the organisations' people and their bookings (demo-requests.ts) and, with
 * `history`, a year of the company around them (demo-history.ts) with four months of releases of
 * stored items (transfers between organisations among them) and visits to the vault besides the
 * bookings, and the crews that carried the year's shipments with their handoffs and recent
 * positions (demo-custody.ts). Every row
 * comes from one seeded generator with dates counted back from the start of `day` (default today,
 * UTC): the same day gives the same rows, apart from the password hashes.
 */
export async function seedDemo(input: {
  db: Db;
  adminEmail: string;
  adminPassword: string | undefined;
  /** The key better-auth encrypts the demo staff's TOTP secret with, as it does every one. */
  authSecret: string;
  /** Signs the demo bookings' quotes, as the running server signs every document (decision 068). */
  signingKey: KeyObject;
  history: boolean;
  day?: Date;
}): Promise<SeedResult> {
  // Checked before the hashing and the generating, which every later start would waste, and again
  // in the transaction that writes.
  if (!(await hasNoUsers(input.db))) return { seeded: false };
  const adminPassword = input.adminPassword ?? randomBytes(12).toString('base64url');
  // Hashed once each (every demo client shares the documented demo password), on libuv's threads
  // while the rows are made and go in: awaited only for the accounts, which go in last, so the
  // main thread no longer sits idle for the 0.1 s of hashing (decision 047).
  const hashes = Promise.all([hashPassword(adminPassword), hashPassword(DEMO_CLIENT_PASSWORD)]);
  // Awaited below; this keeps a failure before that from going unheard as well.
  hashes.catch(() => {});
  const r = createRandom(DEMO_SEED);
  const today = startOfUtcDay((input.day ?? new Date()).getTime());
  const documented = documentedDemoRows({ r, today, adminEmail: input.adminEmail });
  const parts: DemoRows[] = [documented];
  if (input.history) parts.push(demoHistoryRows({ r, today, documented }));
  const rows = (table: keyof DemoRows) => parts.flatMap((part): readonly object[] => part[table]);
  // The year's crews and the handoffs their shipments went through (decision 072), from a generator
  // of their own so the company's rows stay those of DEMO_SEED.
  const custody: DemoCustodyRows | null = input.history
    ? await demoCustodyRows({
        r: createRandom(DEMO_SEED + 7),
        today,
        shipments: parts[1]!.shipments,
        updates: parts[1]!.updates,
        audit: parts[1]!.audit,
        clientNames: new Map(
          parts.flatMap((part) => part.users).map((user) => [user.id, user.name] as const),
        ),
      })
    : null;
  // The staff have a generator of their own, so the company's rows stay those of DEMO_SEED.
  const staffRandom = createRandom(DEMO_SEED + 1);
  const staff = demoStaffRows({ r: staffRandom, today });
  const secondFactor = await demoStaffSecondFactor(input.authSecret);
  // So do the organisations' people besides their owners (decision 063).
  const people = demoMemberRows({
    r: createRandom(DEMO_SEED + 2),
    today,
    clients: documented.clients,
  });
  // And the grants to people outside them (decision 065).
  const delegates = demoDelegationRows({
    r: createRandom(DEMO_SEED + 3),
    today,
    documented,
  });

  // And their requests over the last months (decision 067); with the year around them, their
  // releases and visits too (decisions 069, 070), each kind from a generator of its own.
  const admin = staffActor(documented.admin);
  const colleague = (role: 'operations' | 'custodian', ip: string): Actor => {
    const user = staff.users.find((row) => row.role === role)!;
    return { ...staffActor(user), ip };
  };
  const requests = demoRequestRows({
    r: createRandom(DEMO_SEED + 4),
    today,
    clients: parts.flatMap((part) => part.clients),
    documented: documented.clients,
    shipments: parts.flatMap((part) => part.shipments),
    members: people.members,
    people: people.users,
    staff: admin,
    vault: input.history
      ? {
          releaseRandom: createRandom(DEMO_SEED + 5),
          visitRandom: createRandom(DEMO_SEED + 6),
          items: parts.flatMap((part) => part.items),
          approvers: [admin, colleague('operations', '10.20.0.21')],
          desk: colleague('custodian', '10.20.0.31'),
        }
      : null,
  });

  const seeded = await input.db.transaction(async (tx) => {
    if (!(await hasNoUsers(tx))) return false;
    await insertJson(tx, users, rows('users'));
    await insertJson(tx, users, staff.users);
    await insertJson(tx, users, people.users);
    await insertJson(tx, users, delegates.users);
    await insertJson(tx, users, custody?.users ?? []);
    await tx.insert(twoFactors).values(
      [...staff.users, ...(custody?.users ?? [])].map((user) => ({
        id: staffRandom.uuid(),
        userId: user.id,
        secret: secondFactor.stored,
        // None yet: each demo staff member makes their own on their Profile.
        backupCodes: '[]',
        verified: true,
      })),
    );
    await insertJson(tx, clients, rows('clients'));
    // Every client owns the organisation its record is, as migration 0016 made it of each one.
    await tx.execute(sql`
      insert into ${clientMembers} (client_id, user_id, role, created_at, updated_at)
      select id, id, 'owner', created_at, created_at from ${clients}`);
    await insertJson(tx, clientMembers, people.members);
    // The year's crews before the shipments they hold.
    if (custody) await insertCrews(tx, custody);
    await insertJson(tx, shipments, rows('shipments'));
    await insertJson(tx, shipmentUpdates, rows('updates'));
    await giveDemoCrewItsShipments(tx);
    if (custody) await insertCustody(tx, custody);
    await insertJson(tx, vaultItems, rows('items'));
    // After the items they were transferred from (decision 071).
    await insertJson(tx, vaultItems, requests.releases.received);
    await insertJson(tx, delegations, delegates.delegations);
    await insertJson(tx, delegationItems, delegates.items);
    await insertJson(tx, delegationShipments, delegates.shipments);
    await insertJson(tx, clientRequests, requests.requests);
    await insertJson(tx, bookingRequests, requests.bookings);
    await insertJson(tx, releaseRequests, requests.releases.releases);
    await insertJson(tx, releaseItems, requests.releases.items);
    await insertJson(tx, visitRequests, requests.visits.visits);
    await insertJson(tx, visitItems, requests.visits.items);
    await insertJson(tx, requestApprovals, requests.approvals);
    await insertJson(tx, documentSequences, requests.sequences);
    await insertJson(
      tx,
      quotes,
      requests.quotes.map((quote) => ({
        ...quote,
        signature: signDocument(input.signingKey, quote),
      })),
    );
    await insertJson(tx, auditEvents, rows('audit'));
    await insertJson(tx, auditEvents, requests.audit);
    await insertJson(tx, auditEvents, custody?.audit ?? []);
    const [adminPasswordHash, clientPasswordHash] = await hashes;
    await insertJson(
      tx,
      accounts,
      [
        ...parts.flatMap((part) => part.accounts),
        ...staff.accounts,
        ...people.accounts,
        ...delegates.accounts,
        ...(custody?.accounts ?? []),
      ].map((account) => ({
        ...account,
        password: account.user_id === documented.admin.id ? adminPasswordHash : clientPasswordHash,
      })),
    );
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
  if (seeded) {
    // The demo's history joins the custody ledger, oldest first, and a first checkpoint signs
    // it, so its events can be verified from the first start (decision 074).
    await backfillLedger(input.db);
    await writeCheckpoint(input.db, input.signingKey, new Date());
  }
  return seeded
    ? {
        seeded: true,
        adminPassword,
        generated: input.adminPassword === undefined,
        staffTotpKey: secondFactor.key,
      }
    : { seeded: false };
}

async function hasNoUsers(db: DbOrTx): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return user === undefined;
}

/** The demo's vehicles, and its one crew with the shipments it carries (decision 072). */
async function giveDemoCrewItsShipments(tx: DbOrTx) {
  await tx.insert(vehicles).values(
    DEMO_VEHICLES.map(({ retired, ...vehicle }) => ({
      ...vehicle,
      retired_at: retired ? new Date('2025-06-30T17:00:00Z') : null,
    })),
  );
  const { id, name, courier, vehicle, trackingNumbers } = DEMO_CREW;
  await tx.insert(crews).values({ id, name });
  await tx.execute(sql`
    insert into ${crewMembers} (crew_id, courier_id)
    select ${id}, id from ${users} where email = ${courier}`);
  await tx.execute(sql`
    update ${shipments}
    set crew_id = ${id},
      vehicle_id = (select id from ${vehicles} where registration = ${vehicle})
    where tracking_number in (${sql.join(
      trackingNumbers.map((number) => sql`${number}`),
      sql`, `,
    )})`);
}

/** The year's crews with their couriers and vehicles (decision 072). */
async function insertCrews(tx: DbOrTx, custody: DemoCustodyRows) {
  await insertJson(tx, vehicles, custody.vehicles);
  await insertJson(tx, crews, custody.crews);
  await insertJson(tx, crewMembers, custody.members);
}

/** The custody their shipments went through: after the shipments and updates the rows name. */
async function insertCustody(tx: DbOrTx, custody: DemoCustodyRows) {
  await insertJson(tx, shipmentUpdates, custody.updates);
  await insertJson(tx, custodyHandoffs, custody.handoffs);
  await insertJson(tx, shipmentPositions, custody.positions);
}
