import { createPrivateKey } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsData } from '#shared/admin/analytics';
import { describeChange, type OverviewStats } from '#shared/admin/overview';
import {
  HANDOFF_DESCRIPTIONS,
  HANDOFF_STATUS,
  handoffMayFollow,
  POSITION_RETENTION_DAYS,
  sealsMatch,
} from '#shared/custody';
import { isFarFromRoute } from '#shared/geo';
import type { HandoffFacts } from '#shared/ledger';
import { placeOf } from '#shared/places';
import { ACCESS_LOG_PAGE_SIZE } from '#shared/audit-action';
import type { DocumentVerdict } from '#shared/document-verdict';
import { isOpenRequest, REQUEST_STATES, requestExpiry } from '#shared/requests';
import { SECURITY_LEVELS } from '#shared/security-level';
import { SHIPMENT_STATUSES } from '#shared/shipment-status';
import { staffMay } from '#shared/staff-access';
import type { SharedWithMe } from '#shared/delegation';
import type { PublicTracking } from '#shared/tracking-answer';
import { VAULT_CATEGORIES } from '#shared/vault-category';
import { LOCATION_CODE_PATTERN } from '#shared/vault-item-schema';
import { openHoursOf, vaultDayOf, VISIT_SETTING_DEFAULTS, weekdayOf } from '#shared/visits';
import { ANALYTICS_WEEKS } from '../../src/server/features/analytics/get-analytics';
import type { Db } from '../../src/server/db/client';
import {
  accounts,
  auditEvents,
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
  custodyLedger,
  shipmentPositions,
  shipments,
  shipmentUpdates,
  users,
  vehicles,
  vaultItems,
  visitItems,
  visitRequests,
} from '../../src/server/db/schema';
import {
  DEMO_CLIENT_PASSWORD,
  DEMO_CLIENTS,
  DEMO_CREW,
  DEMO_DELEGATIONS,
  DEMO_FIELD_CREWS,
  DEMO_MEMBERS,
  DEMO_SHIPMENTS,
  DEMO_STAFF,
  DEMO_TOTALS,
  fieldCourierEmail,
} from '../../src/server/seed/demo-data';
import { ledgerPublicKeys } from '../../src/server/ledger/ledger-keys';
import { verifyLedger } from '../../src/server/ledger/verify-ledger';
import { seedDemo } from '../../src/server/seed/seed-demo';
import { bodyOf, DAY_MS, wholeAccessLog } from '../helpers/admin-callers';
import { signIn, signInAdmin, signInDemoClient, type SignedIn } from '../helpers/portal-callers';
import { openTestDatabase } from '../helpers/test-database';
import { useTestServer } from '../helpers/use-test-server';
import { TEST_AUTH_SECRET, TEST_RECEIPT_SIGNING_KEY } from '../helpers/test-server';

// The demo as `npm start` loads it into an empty database: the documented company and a year
// around it.
const server = useTestServer({ seed: true, history: true });
let admin: SignedIn;

beforeAll(async () => {
  admin = await signInAdmin(server);
});

const db = () => server.deps.db;
const ageInDays = (time: Date) => (Date.now() - time.getTime()) / DAY_MS;
const DOCUMENTED_EMAILS = DEMO_CLIENTS.map((client) => client.email);
const FIELD_COURIERS = DEMO_FIELD_CREWS.flatMap(
  (crew): readonly { first_name: string; last_name: string }[] => crew.couriers,
);

async function updatesByShipment() {
  const rows = await db()
    .select()
    .from(shipmentUpdates)
    .orderBy(asc(shipmentUpdates.timestamp), asc(shipmentUpdates.id));
  const byShipment = new Map<string, typeof rows>();
  for (const row of rows)
    byShipment.set(row.shipment_id, [...(byShipment.get(row.shipment_id) ?? []), row]);
  return byShipment;
}

describe('the demo company', () => {
  it('has about 40 clients with full profiles who joined over the last year, each able to sign in', async () => {
    const allUsers = await db().select().from(users);
    const allClients = await db().select().from(clients);
    const credentials = await db().select().from(accounts);
    expect(allClients).toHaveLength(DEMO_TOTALS.clients);
    expect(allUsers).toHaveLength(
      DEMO_TOTALS.clients +
        1 +
        DEMO_STAFF.length +
        FIELD_COURIERS.length +
        DEMO_MEMBERS.length +
        DEMO_DELEGATIONS.length,
    );
    expect(allUsers.every((user) => user.emailVerified)).toBe(true);
    expect(new Set(credentials.map((account) => account.userId))).toEqual(
      new Set(allUsers.map((user) => user.id)),
    );
    expect(new Set(allClients.map((client) => client.email)).size).toBe(allClients.length);

    for (const client of allClients) {
      const user = allUsers.find((row) => row.id === client.id)!;
      expect(user).toMatchObject({ email: client.email, role: 'client' });
      expect(client.created_at).toEqual(user.createdAt);
      for (const field of [
        'first_name',
        'last_name',
        'phone',
        'address',
        'city',
        'country',
      ] as const) {
        expect(client[field]).toEqual(expect.stringMatching(/\S/));
      }
    }
    const withCompany = allClients.filter((client) => client.company).length;
    const withKin = allClients.filter((client) => client.next_of_kin_name).length;
    expect(withCompany).toBeGreaterThan(allClients.length / 2);
    expect(withKin).toBeGreaterThan(5);
    expect(withKin).toBeLessThan(allClients.length);

    // The documented clients are the long-standing ones; the others joined month after month.
    const others = allClients.filter((client) => !DOCUMENTED_EMAILS.includes(client.email));
    expect(others.every((client) => ageInDays(client.created_at) < 366)).toBe(true);
    const months = new Set(others.map((client) => client.created_at.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(9);
    const recent = others.filter((client) => ageInDays(client.created_at) < 30).length;
    expect(recent).toBeGreaterThan(0);
    expect(recent).toBeLessThan(others.length / 2);

    // Every demo client signs in with the demo password, not only the documented ones.
    await signIn(server, others[0]!.email, DEMO_CLIENT_PASSWORD);
  });

  it('has 400 shipments in every status, each with the tracking updates its status went through', async () => {
    const all = await db().select().from(shipments);
    expect(all).toHaveLength(DEMO_TOTALS.shipments);
    expect(new Set(all.map((shipment) => shipment.status))).toEqual(new Set(SHIPMENT_STATUSES));
    expect(new Set(all.map((shipment) => shipment.security_level))).toEqual(
      new Set(SECURITY_LEVELS),
    );
    const updates = await updatesByShipment();
    const now = Date.now();
    for (const shipment of all) {
      expect(ageInDays(shipment.created_at)).toBeLessThan(366);
      expect(shipment.tracking_number).toMatch(/^OTC\d{13}$/);
      const path = updates.get(shipment.id) ?? [];
      const last = path.at(-1);
      if (!last) {
        expect(['pending', 'cancelled']).toContain(shipment.status);
      } else {
        expect(last.status).toBe(shipment.status);
        expect(last.location).toBe(shipment.current_location);
        expect(last.timestamp.getTime()).toBeLessThanOrEqual(now);
        expect(path.filter((update) => update.status === 'delivered').length).toBeLessThanOrEqual(
          1,
        );
      }
      if (shipment.status === 'delivered') {
        expect(shipment.delivery_date).toEqual(last?.timestamp);
      } else {
        expect(shipment.delivery_date).toBeNull();
      }
      // Status fits age: the newest are not yet on the road, the old ones have finished.
      if (ageInDays(shipment.created_at) < 2) {
        expect(['pending', 'picked_up']).toContain(shipment.status);
      }
      if (ageInDays(shipment.created_at) > 61) {
        expect(['delivered', 'cancelled', 'on_hold', 'delayed']).toContain(shipment.status);
      }
    }
    const old = all.filter((shipment) => ageInDays(shipment.created_at) > 61);
    const delivered = old.filter((shipment) => shipment.status === 'delivered').length;
    expect(delivered / old.length).toBeGreaterThan(0.8);
    // More activity lately: the last six months hold well over half of the year.
    const lastHalf = all.filter((shipment) => ageInDays(shipment.created_at) < 183).length;
    expect(lastHalf / all.length).toBeGreaterThan(0.58);
  });

  it('has 150 vault items in every category and security level, stored after their owner joined', async () => {
    const items = await db().select().from(vaultItems);
    const owners = new Map(
      (await db().select().from(clients)).map((client) => [client.id, client]),
    );
    // Besides those the receivers of completed transfers got, each a new row (decision 071).
    const transferredIn = items.filter((item) => item.transferred_from_item_id !== null);
    expect(items).toHaveLength(DEMO_TOTALS.vaultItems + transferredIn.length);
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(VAULT_CATEGORIES));
    expect(new Set(items.map((item) => item.security_level))).toEqual(new Set(SECURITY_LEVELS));
    for (const item of items) {
      expect(item.location_code).toMatch(LOCATION_CODE_PATTERN);
      expect(item.date_stored.getTime()).toBeGreaterThanOrEqual(
        owners.get(item.client_id)!.created_at.getTime(),
      );
      expect(item.created_at).toEqual(item.date_stored);
      if (item.last_accessed) {
        expect(item.last_accessed.getTime()).toBeGreaterThanOrEqual(item.date_stored.getTime());
        expect(item.last_accessed.getTime()).toBeLessThanOrEqual(Date.now());
      }
    }
    const storedMonths = new Set(items.map((item) => item.date_stored.toISOString().slice(0, 7)));
    expect(storedMonths.size).toBeGreaterThanOrEqual(10);
  });

  it('makes every client the owner of its organisation, and gives the documented ones other people', async () => {
    const allClients = await db().select().from(clients);
    const members = await db()
      .select({
        client: clients.email,
        email: users.email,
        role: clientMembers.role,
      })
      .from(clientMembers)
      .innerJoin(clients, eq(clients.id, clientMembers.client_id))
      .innerJoin(users, eq(users.id, clientMembers.user_id));
    const owners = members.filter((member) => member.role === 'owner');
    expect(owners).toHaveLength(allClients.length);
    expect(owners.every((owner) => owner.client === owner.email)).toBe(true);
    expect(members.filter((member) => member.role !== 'owner')).toEqual(
      expect.arrayContaining(
        DEMO_MEMBERS.map(({ organisation, email, role }) => ({
          client: DEMO_CLIENTS.find((client) => client.key === organisation)!.email,
          email,
          role,
        })),
      ),
    );
    expect(members).toHaveLength(allClients.length + DEMO_MEMBERS.length);
    for (const { email, role } of DEMO_MEMBERS) {
      const signedIn = await signIn(server, email, DEMO_CLIENT_PASSWORD);
      expect((await signedIn.client.get('/api/portal/items')).status, role).toBe(200);
    }
  });

  it('has one grant to an outsider still running and one ended', async () => {
    const [active, ended] = DEMO_DELEGATIONS;
    const assessor = await signIn(server, active.email, DEMO_CLIENT_PASSWORD);
    const { grants } = await bodyOf<SharedWithMe>(await assessor.client.get('/api/shared'));
    expect(grants).toHaveLength(1);
    expect(grants[0]!.items.map((item) => item.name).sort()).toEqual([...active.items].sort());
    expect(grants[0]!.items.every((item) => item.value !== null)).toBe(true);
    expect(grants[0]!.shipments.map((row) => row.tracking_number)).toEqual(active.shipments);
    const lawyer = await signIn(server, ended.email, DEMO_CLIENT_PASSWORD);
    expect((await bodyOf<SharedWithMe>(await lawyer.client.get('/api/shared'))).grants).toEqual([]);
  });

  it('has one staff member of each role but the Administrator, and the field couriers, second factor on, who sign in with the printed key', async () => {
    const staff = (await db().select().from(users)).filter(
      (user) => user.role !== 'client' && user.role !== 'admin',
    );
    expect(staff.map(({ email, role }) => ({ email, role }))).toEqual(
      expect.arrayContaining(DEMO_STAFF.map(({ email, role }) => ({ email, role }))),
    );
    expect(staff).toHaveLength(DEMO_STAFF.length + FIELD_COURIERS.length);
    expect(staff.every((user) => user.twoFactorEnabled)).toBe(true);
    for (const { email, role } of DEMO_STAFF) {
      const signedIn = await signIn(server, email, DEMO_CLIENT_PASSWORD);
      expect((await signedIn.client.get('/api/admin/shipments')).status, role).toBe(
        staffMay(role, 'shipments') ? 200 : 403,
      );
    }
  });

  it('has the audit trail the real features write: staff changes, tracking updates, sign-ins and views', async () => {
    const events = await db().select().from(auditEvents);
    const [adminUser] = (await db().select().from(users)).filter((user) => user.role === 'admin');
    const now = Date.now();
    expect(events.every((event) => event.created_at.getTime() <= now)).toBe(true);
    const of = (action: string, entityId: string) =>
      events.filter((event) => event.action === action && event.entity_id === entityId);

    const updates = await updatesByShipment();
    const handoffUpdates = new Map(
      (await db().select().from(custodyHandoffs)).map((row) => [row.update_id, row.kind]),
    );
    for (const shipment of await db().select().from(shipments)) {
      expect(of('created', shipment.id)).toEqual([
        expect.objectContaining({
          actor_user_id: adminUser!.id,
          actor_label: adminUser!.email,
          entity_type: 'shipment',
          entity_label: shipment.tracking_number,
          client_id: shipment.client_id,
          created_at: shipment.created_at,
        }),
      ]);
      // An update a crew's handoff made is recorded as the crew app records it (decision 072).
      const recorded = [
        ...of('tracking_update', shipment.id),
        ...of('handoff_recorded', shipment.id),
      ];
      const path = updates.get(shipment.id) ?? [];
      expect(
        recorded
          .filter((event) => event.action === 'handoff_recorded')
          .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
          .map((event) => event.details),
      ).toEqual(
        path
          .filter((update) => handoffUpdates.has(update.id))
          .map((update) => ({
            kind: handoffUpdates.get(update.id),
            seals_broken: false,
            location: update.location,
          })),
      );
      expect(
        recorded
          .map((event) => ({ at: event.created_at.getTime(), details: event.details }))
          .sort((a, b) => a.at - b.at),
      ).toEqual(
        path.map((update) => ({
          at: update.timestamp.getTime(),
          details: handoffUpdates.has(update.id)
            ? expect.objectContaining({ location: update.location })
            : { status: update.status, location: update.location },
        })),
      );
    }

    const items = await db().select().from(vaultItems);
    for (const item of items) {
      // A transferred item's history starts with its arrival, not its creation (decision 071).
      if (item.transferred_from_item_id) {
        expect(of('created', item.id)).toEqual([]);
        expect(of('transferred_in', item.id)).toEqual([
          expect.objectContaining({
            entity_type: 'vault_item',
            entity_label: item.name,
            client_id: item.client_id,
            created_at: item.created_at,
          }),
        ]);
        continue;
      }
      expect(of('created', item.id)).toEqual([
        expect.objectContaining({
          actor_user_id: adminUser!.id,
          entity_type: 'vault_item',
          entity_label: item.name,
          client_id: item.client_id,
          created_at: item.created_at,
        }),
      ]);
      for (const change of [...of('moved', item.id), ...of('updated', item.id)]) {
        expect(change).toMatchObject({
          actor_user_id: adminUser!.id,
          client_id: item.client_id,
          details: { location_code: item.location_code },
        });
        expect(change.created_at.getTime()).toBeGreaterThan(item.created_at.getTime());
        expect(change.created_at.getTime()).toBeLessThanOrEqual(item.updated_at.getTime());
      }
    }
    expect(events.filter((event) => event.action === 'moved').length).toBeGreaterThan(10);

    // A client views only their own items, after they were stored, signed in shortly before.
    const views = events.filter((event) => event.action === 'viewed');
    expect(views.length).toBeGreaterThan(100);
    for (const view of views) {
      const item = items.find((row) => row.id === view.entity_id)!;
      expect(view).toMatchObject({
        actor_user_id: item.client_id,
        client_id: item.client_id,
        entity_type: 'vault_item',
        entity_label: item.name,
      });
      expect(view.created_at.getTime()).toBeGreaterThan(item.created_at.getTime());
      const signedInBefore = events.some(
        (event) =>
          event.action === 'sign_in' &&
          event.actor_user_id === view.actor_user_id &&
          event.ip_address === view.ip_address &&
          event.created_at <= view.created_at &&
          view.created_at.getTime() - event.created_at.getTime() < 30 * 60 * 1000,
      );
      expect(signedInBefore).toBe(true);
    }

    // Sign-ins as features/auth/forward-to-better-auth.ts records them, for every client and the
    // administrator.
    const signIns = events.filter((event) => event.action.startsWith('sign_in'));
    for (const event of signIns) {
      expect(event).toMatchObject({ entity_type: 'account', client_id: null, entity_id: null });
      expect(event.entity_label).toBe(event.actor_label);
      expect(event.ip_address).toEqual(expect.any(String));
      expect(event.user_agent).toEqual(expect.any(String));
    }
    expect(signIns.some((event) => event.action === 'sign_in_failed')).toBe(true);
    const signedIn = new Set(
      signIns.filter((event) => event.action === 'sign_in').map((event) => event.actor_user_id),
    );
    // Everyone who had a few days to do it has signed in; the organisations' other people join
    // the demo without a history of their own.
    const members = new Set<string>(
      [...DEMO_MEMBERS, ...DEMO_DELEGATIONS].map((person) => person.email),
    );
    for (const user of await db().select().from(users)) {
      if (members.has(user.email)) continue;
      if (ageInDays(user.createdAt) > 4) expect(signedIn).toContain(user.id);
    }
  });

  const STAFF_LOGGED = ['created', 'tracking_update', 'viewed', 'moved', 'updated'];
  const REQUEST_LOGGED = [
    'request_submitted',
    'request_client_approved',
    'request_staff_approved',
    'request_declined',
    'request_cancelled',
    'request_expired',
    'request_completed',
    // A visit's check-in at the desk and, were any of theirs released, the release.
    'visit_checked_in',
    'released',
  ];

  it('shows each documented client a year of their own history in the access log', async () => {
    for (const key of ['amelia', 'marcus', 'sofia'] as const) {
      const client = await signInDemoClient(server, key);
      const log = await wholeAccessLog(client.client);
      expect(log.length).toBeGreaterThan(ACCESS_LOG_PAGE_SIZE);
      const actions = new Set(log.map((entry) => entry.action));
      for (const action of ['created', 'tracking_update', 'viewed'])
        expect(actions).toContain(action);
      for (const action of actions) {
        expect([...STAFF_LOGGED, ...REQUEST_LOGGED]).toContain(action);
      }
      // The organisation's own people: its owner reading, and its people's requests (decision 067).
      const ownPeople = new Set([
        client.email,
        ...DEMO_MEMBERS.filter((person) => person.organisation === key).map(
          (person) => person.email,
        ),
      ]);
      const actors = new Set(log.map((entry) => entry.actor));
      expect(actors).toContain(client.email);
      expect(actors).toContain('OTC staff');
      for (const actor of actors) expect([...ownPeople, 'OTC staff']).toContain(actor);
      expect(
        log
          .filter((entry) => entry.actor !== 'OTC staff')
          .every((entry) => entry.action === 'viewed' || REQUEST_LOGGED.includes(entry.action)),
      ).toBe(true);
      expect(actions).toContain('request_submitted');
      expect(ageInDays(new Date(log.at(-1)!.created_at))).toBeGreaterThan(180);
      expect(ageInDays(new Date(log[0]!.created_at))).toBeLessThan(3);
    }
  });
});

describe('what the admin screens make of it', () => {
  it('gives every overview card a real month-over-month change', async () => {
    const stats = await bodyOf<OverviewStats>(await admin.client.get('/api/admin/overview'));
    expect(stats.total_shipments.total).toBe(DEMO_TOTALS.shipments);
    expect(stats.total_clients.total).toBe(DEMO_TOTALS.clients);
    // Released items keep their rows but are no longer held (decision 069); a transfer's receiver
    // holds a new row for each (decision 071).
    const items = await db().select().from(vaultItems);
    const released = items.filter((item) => item.released_at);
    const transferredIn = items.filter((item) => item.transferred_from_item_id);
    expect(released.length).toBeGreaterThan(0);
    expect(stats.items_in_vault.total).toBe(
      DEMO_TOTALS.vaultItems + transferredIn.length - released.length,
    );
    for (const stat of [stats.total_shipments, stats.total_clients, stats.items_in_vault]) {
      expect(stat.previous).toBeGreaterThan(0);
      expect(stat.previous).toBeLessThan(stat.current);
      expect(describeChange(stat).text).toMatch(/^\+\d+% from last month$/);
    }
    expect(stats.active_shipments.total).toBeGreaterThan(3);
    expect(stats.active_shipments.current).toBeGreaterThan(3);
    expect(stats.active_shipments.previous).toBeGreaterThan(3);
  });

  it('fills the analytics charts: most weeks, every category, clients rising month by month', async () => {
    const analytics = await bodyOf<AnalyticsData>(await admin.client.get('/api/admin/analytics'));
    const weeks = analytics.shipments_per_week;
    expect(weeks).toHaveLength(ANALYTICS_WEEKS);
    expect(weeks.filter((week) => week.total > 0).length).toBeGreaterThanOrEqual(
      ANALYTICS_WEEKS - 1,
    );
    const statuses = new Set(weeks.flatMap((week) => week.by_status.map((row) => row.status)));
    expect(statuses.size).toBeGreaterThanOrEqual(5);
    expect(analytics.vault_value_by_category.map((row) => row.category).sort()).toEqual(
      [...VAULT_CATEGORIES].sort(),
    );
    expect(analytics.vault_value_by_category.every((row) => row.value > 0)).toBe(true);

    const totals = analytics.clients_over_time.map((row) => row.total);
    const rises = totals.slice(1).filter((total, index) => total > totals[index]!).length;
    expect(rises).toBeGreaterThanOrEqual(8);
    expect(totals.at(-1)! - totals[0]!).toBeGreaterThanOrEqual(DEMO_TOTALS.clients / 2);
  });

  it('charts the requests asked each week and the median time to our approval (decision 067)', async () => {
    const analytics = await bodyOf<AnalyticsData>(await admin.client.get('/api/admin/analytics'));
    const weeks = analytics.requests_per_week;
    expect(weeks).toHaveLength(ANALYTICS_WEEKS);
    expect(weeks.filter((week) => week.total > 0).length).toBeGreaterThanOrEqual(
      ANALYTICS_WEEKS / 2,
    );
    for (const week of weeks) {
      expect(week.total).toBe(week.by_kind.reduce((sum, part) => sum + part.count, 0));
    }
    // The median as the test counts it, from the rows themselves.
    const since = Date.parse(weeks[0]!.week);
    const hours = (
      await db()
        .select({ asked: clientRequests.created_at, approved: requestApprovals.created_at })
        .from(requestApprovals)
        .innerJoin(clientRequests, eq(clientRequests.id, requestApprovals.request_id))
        .where(eq(requestApprovals.side, 'staff'))
    )
      .filter((row) => row.approved.getTime() >= since)
      .map((row) => (row.approved.getTime() - row.asked.getTime()) / 3_600_000)
      .sort((a, b) => a - b);
    expect(hours.length).toBeGreaterThan(10);
    const middle = hours.length / 2;
    const median =
      hours.length % 2 === 1
        ? hours[Math.floor(middle)]!
        : (hours[middle - 1]! + hours[middle]!) / 2;
    expect(analytics.median_hours_to_approval).toBeCloseTo(median, 0);
  });

  it('gives every booking a genuine quote, completed once its shipment was delivered (decision 068)', async () => {
    const rows = await db()
      .select({
        state: clientRequests.state,
        delivered: shipments.status,
        quote: quotes.id,
      })
      .from(clientRequests)
      .leftJoin(shipments, eq(shipments.id, clientRequests.shipment_id))
      .leftJoin(quotes, eq(quotes.request_id, clientRequests.id))
      .where(eq(clientRequests.kind, 'booking'));
    expect(rows.every((row) => row.quote !== null)).toBe(true);
    expect(rows.filter((row) => row.state === 'completed').length).toBeGreaterThan(10);
    for (const row of rows) {
      if (row.state === 'completed') expect(row.delivered).toBe('delivered');
      if (row.state === 'scheduled') expect(row.delivered).not.toBe('delivered');
    }
    const verdict = await bodyOf<DocumentVerdict>(
      await server.client().get(`/api/verify/${rows[0]!.quote}`),
    );
    expect(verdict).toMatchObject({ status: 'genuine', document: { type: 'quote' } });
  });

  it('has releases, transfers and visits in every state, each as the real features leave it (decisions 069, 070, 071)', async () => {
    const requests = await db().select().from(clientRequests);
    const approvals = await db().select().from(requestApprovals);
    const items = new Map((await db().select().from(vaultItems)).map((item) => [item.id, item]));
    const events = await db().select().from(auditEvents);
    const members = await db().select().from(clientMembers);
    const stepsOn = (entityId: string, action: string) =>
      events.filter((event) => event.entity_id === entityId && event.action === action);
    const ofKind = (kind: string) => requests.filter((request) => request.kind === kind);
    const statesOf = (kind: string) => new Set(ofKind(kind).map((request) => request.state));
    // Releases of what we hold end where it left; an approved delivery would be a shipment.
    expect(statesOf('release')).toEqual(
      new Set(REQUEST_STATES.filter((state) => state !== 'scheduled')),
    );
    expect(statesOf('visit')).toEqual(
      new Set(
        REQUEST_STATES.filter(
          (state) => !['awaiting_recipient', 'awaiting_client'].includes(state),
        ),
      ),
    );

    // Numbers drawn from one sequence a year, which ends at the last one used.
    const lastOfYear = new Map<number, number>();
    for (const { number } of requests) {
      const [, year, sequence] = number.split('-').map(Number);
      lastOfYear.set(year!, Math.max(lastOfYear.get(year!) ?? 0, sequence!));
    }
    expect(new Set(requests.map((request) => request.number)).size).toBe(requests.length);
    const sequences = await db().select().from(documentSequences);
    expect(new Map(sequences.map((row) => [row.year, row.last]))).toEqual(lastOfYear);

    const releaseDetails = await db().select().from(releaseRequests);
    const named = await db().select().from(releaseItems);
    const openItems = new Set<string>();
    const transfers: {
      request: (typeof requests)[number];
      release: (typeof releaseDetails)[number];
      own: (typeof vaultItems.$inferSelect)[];
      given: typeof approvals;
      ours: typeof approvals;
    }[] = [];
    for (const request of ofKind('release')) {
      const release = releaseDetails.find((row) => row.request_id === request.id)!;
      const own = named
        .filter((row) => row.request_id === request.id)
        .map((row) => items.get(row.item_id)!);
      expect(own.length).toBeGreaterThan(0);
      expect(release.total_value).toBe(own.reduce((sum, item) => sum + (item.value ?? 0), 0));
      expect(release.staff_approvals_needed).toBe(release.total_value > 100_000 ? 2 : 1);
      expect(request.expires_at).toEqual(requestExpiry(request.created_at));
      const given = approvals.filter((row) => row.request_id === request.id);
      const ours = given
        .filter((row) => row.side === 'staff')
        .sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
      expect(new Set(ours.map((row) => row.user_id)).size).toBe(ours.length);
      for (const approval of given.filter((row) => row.side === 'client')) {
        expect(approval.user_id).not.toBe(request.requested_by_user_id);
        const approvers = members.filter(
          (member) =>
            member.client_id === request.client_id && ['owner', 'approver'].includes(member.role),
        );
        expect(approvers.length).toBeGreaterThanOrEqual(2);
      }
      if (request.state === 'completed') {
        expect(['collect', 'transfer']).toContain(release.method);
        expect(ours).toHaveLength(release.staff_approvals_needed);
      }
      if (release.method === 'transfer') transfers.push({ request, release, own, given, ours });
      else expect([release.to_client_id, release.offered_at]).toEqual([null, null]);
      for (const item of own) {
        expect(item.client_id).toBe(request.client_id);
        expect(item.created_at.getTime()).toBeLessThan(request.created_at.getTime());
        expect(
          stepsOn(item.id, 'request_submitted').some(
            (event) => event.details?.request === request.number,
          ),
        ).toBe(true);
        if (request.state === 'completed') {
          expect(item.released_at).toEqual(ours.at(-1)!.created_at);
          expect(stepsOn(item.id, 'released')).toHaveLength(1);
        }
        if (isOpenRequest(request.state)) {
          expect(openItems.has(item.id)).toBe(false);
          openItems.add(item.id);
          expect(item.released_at).toBeNull();
        }
      }
    }
    const released = [...items.values()].filter((item) => item.released_at);
    expect(released.length).toBeGreaterThan(3);
    expect(released.every((item) => item.client_id !== null)).toBe(true);
    expect(
      ofKind('release')
        .filter((request) => request.state === 'completed')
        .some(
          (request) =>
            approvals.filter((row) => row.request_id === request.id && row.side === 'staff')
              .length === 2,
        ),
    ).toBe(true);

    // Transfers (decision 071): between generated organisations, offered once the sender's own
    // four eyes let them through, accepted by an Owner or Approver of the receiver, whose new
    // items start their history with their arrival.
    const organisations = new Map(
      (await db().select().from(clients)).map((client) => [client.id, client]),
    );
    expect(new Set(transfers.map(({ request }) => request.state))).toEqual(
      new Set(['completed', 'awaiting_recipient', 'awaiting_staff', 'declined', 'expired']),
    );
    const receiverApprovers = (clientId: string) =>
      members
        .filter(
          (member) => member.client_id === clientId && ['owner', 'approver'].includes(member.role),
        )
        .map((member) => member.user_id);
    const transferredOut = new Set<string>();
    for (const { request, release, own, given, ours } of transfers) {
      const sender = organisations.get(request.client_id)!;
      const receiver = organisations.get(release.to_client_id!)!;
      expect(receiver.id).not.toBe(sender.id);
      expect(DOCUMENTED_EMAILS).not.toContain(sender.email);
      expect(DOCUMENTED_EMAILS).not.toContain(receiver.email);
      const clientApproval = given.find((row) => row.side === 'client');
      if (request.state === 'awaiting_client') expect(release.offered_at).toBeNull();
      else expect(release.offered_at).toEqual(clientApproval?.created_at ?? request.created_at);
      const accepted = given.filter((row) => row.side === 'recipient');
      const acceptedSteps = stepsOn(request.id, 'request_recipient_accepted');
      if (['awaiting_staff', 'completed'].includes(request.state)) {
        expect(accepted).toHaveLength(1);
        expect(receiverApprovers(receiver.id)).toContain(accepted[0]!.user_id);
        expect(accepted[0]!.created_at.getTime()).toBeGreaterThan(release.offered_at!.getTime());
        expect(ours.every((row) => row.created_at > accepted[0]!.created_at)).toBe(true);
        // Audited on the request in the sender's log, and on each of its items.
        expect(acceptedSteps).toEqual([
          expect.objectContaining({
            actor_user_id: accepted[0]!.user_id,
            client_id: sender.id,
            created_at: accepted[0]!.created_at,
          }),
        ]);
        for (const item of own)
          expect(stepsOn(item.id, 'request_recipient_accepted')).toHaveLength(1);
      } else {
        expect(accepted).toEqual([]);
        expect(acceptedSteps).toEqual([]);
      }
      if (request.state === 'declined') {
        expect(request.decline_reason).toEqual(expect.stringMatching(/\S/));
        expect(stepsOn(request.id, 'request_declined')).toEqual([
          expect.objectContaining({
            client_id: sender.id,
            details: { reason: request.decline_reason },
          }),
        ]);
        const [declined] = stepsOn(request.id, 'request_declined');
        expect(receiverApprovers(receiver.id)).toContain(declined!.actor_user_id);
      }
      if (request.state === 'expired') {
        expect(stepsOn(request.id, 'request_expired')).toEqual([
          expect.objectContaining({ actor_user_id: null, created_at: request.expires_at }),
        ]);
      }
      if (request.state !== 'completed') continue;
      const approvedAt = ours.at(-1)!.created_at;
      for (const item of own) {
        transferredOut.add(item.id);
        expect(stepsOn(item.id, 'released')).toEqual([
          expect.objectContaining({
            client_id: sender.id,
            details: { request: request.number, method: 'transfer' },
          }),
        ]);
        const received = [...items.values()].filter(
          (row) => row.transferred_from_item_id === item.id,
        );
        expect(received).toHaveLength(1);
        expect(received[0]).toMatchObject({
          client_id: receiver.id,
          name: item.name,
          description: item.description,
          category: item.category,
          security_level: item.security_level,
          location_code: item.location_code,
          value: item.value,
          date_stored: approvedAt,
          created_at: approvedAt,
          released_at: null,
        });
        const senderName =
          sender.company ||
          [sender.first_name, sender.last_name]
            .filter((part) => part !== null)
            .join(' ')
            .trim() ||
          sender.email;
        expect(stepsOn(received[0]!.id, 'transferred_in')).toEqual([
          expect.objectContaining({
            actor_user_id: ours.at(-1)!.user_id,
            client_id: receiver.id,
            created_at: approvedAt,
            details: { request: request.number, from: senderName },
          }),
        ]);
      }
    }
    // Every item a receiver holds came from a completed transfer's original.
    expect(transferredOut.size).toBeGreaterThan(0);
    expect(
      new Set(
        [...items.values()]
          .map((item) => item.transferred_from_item_id)
          .filter((id): id is string => id !== null),
      ),
    ).toEqual(transferredOut);

    const visits = await db().select().from(visitRequests);
    const brought = await db().select().from(visitItems);
    const today = vaultDayOf(new Date());
    const rooms = new Map<string, number>();
    expect(new Set(visits.map((visit) => visit.code)).size).toBe(visits.length);
    for (const request of ofKind('visit')) {
      const visit = visits.find((row) => row.request_id === request.id)!;
      expect(visit.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
      expect(openHoursOf(VISIT_SETTING_DEFAULTS, visit.visit_on)).toContain(visit.hour);
      expect([1, 2, 3, 4, 5]).toContain(weekdayOf(visit.visit_on));
      expect(request.expires_at.getTime()).toBeLessThanOrEqual(
        Date.parse(`${visit.visit_on}T00:00:00Z`),
      );
      if (['awaiting_staff', 'scheduled', 'completed'].includes(request.state)) {
        const slot = `${visit.visit_on} ${visit.hour}`;
        rooms.set(slot, (rooms.get(slot) ?? 0) + 1);
      }
      if (visit.visit_on < today)
        expect(['completed', 'declined', 'cancelled', 'expired']).toContain(request.state);
      else expect(['scheduled', 'awaiting_staff']).toContain(request.state);
      expect(visit.checked_in_at !== null).toBe(request.state === 'completed');
      if (visit.checked_in_at) {
        expect(vaultDayOf(visit.checked_in_at)).toBe(visit.visit_on);
        expect(stepsOn(request.id, 'visit_checked_in')).toHaveLength(1);
      }
      const own = brought
        .filter((row) => row.request_id === request.id)
        .map((row) => items.get(row.item_id)!);
      expect(own.length).toBeGreaterThan(0);
      for (const item of own) {
        expect(item.client_id).toBe(request.client_id);
        expect(
          stepsOn(item.id, 'request_submitted').some(
            (event) => event.details?.request === request.number,
          ),
        ).toBe(true);
      }
    }
    expect(Math.max(...rooms.values())).toBeLessThanOrEqual(VISIT_SETTING_DEFAULTS.viewing_rooms);
  });

  it('keeps the documented tracking number in transit', async () => {
    const tracking = await bodyOf<PublicTracking>(
      await server.client().get('/api/track/OTC1763380800003'),
    );
    expect(tracking).toMatchObject({
      status: 'in_transit',
      origin: 'Los Angeles, CA',
      destination: 'Las Vegas, NV',
    });
    expect(tracking.timeline.map((entry) => entry.status)).toEqual(['in_transit', 'picked_up']);
  });
});

describe("the year's custody in the field (decision 072)", () => {
  const SINCE_DAYS = 365;

  it('has crews of couriers who sign in, each carrying shipments in a vehicle of its own', async () => {
    const allCrews = await db().select().from(crews);
    expect(allCrews.map((crew) => crew.name).sort()).toEqual(
      [DEMO_CREW.name, ...DEMO_FIELD_CREWS.map((crew) => crew.name)].sort(),
    );
    const members = await db()
      .select({ crew: crews.name, email: users.email, role: users.role })
      .from(crewMembers)
      .innerJoin(crews, eq(crews.id, crewMembers.crew_id))
      .innerJoin(users, eq(users.id, crewMembers.courier_id));
    for (const crew of DEMO_FIELD_CREWS) {
      expect(members.filter((member) => member.crew === crew.name)).toEqual(
        crew.couriers.map((courier) => ({
          crew: crew.name,
          email: fieldCourierEmail(courier),
          role: 'courier',
        })),
      );
    }
    const fleet = new Map((await db().select().from(vehicles)).map((row) => [row.id, row]));
    const handoffs = await db().select().from(custodyHandoffs);
    for (const crew of allCrews.filter((row) => row.name !== DEMO_CREW.name)) {
      const own = handoffs.filter((handoff) => handoff.crew_id === crew.id);
      expect(own.length, crew.name).toBeGreaterThan(10);
      const used = new Set(own.map((handoff) => handoff.vehicle_id));
      expect(used.size, crew.name).toBe(1);
      const vehicle = fleet.get([...used][0]!)!;
      expect(vehicle.retired_at).toBeNull();
      expect(DEMO_FIELD_CREWS.find((row) => row.name === crew.name)!.vehicle.registration).toBe(
        vehicle.registration,
      );
    }
    const courier = await signIn(
      server,
      fieldCourierEmail(DEMO_FIELD_CREWS[0].couriers[0]),
      DEMO_CLIENT_PASSWORD,
    );
    const { shipments: carried } = await bodyOf<{ shipments: unknown[] }>(
      await courier.client.get('/api/courier/shipments'),
    );
    expect(carried.length).toBeGreaterThan(0);
  });

  it('gives every delivered shipment of the year its chain of signed handoffs, each its tracking update', async () => {
    const all = await db().select().from(shipments);
    const updates = new Map(
      (await db().select().from(shipmentUpdates)).map((row) => [row.id, row]),
    );
    const handoffs = await db()
      .select()
      .from(custodyHandoffs)
      .orderBy(asc(custodyHandoffs.device_time), asc(custodyHandoffs.id));
    const documented = new Set(DEMO_SHIPMENTS.map((row) => row.tracking_number));
    const delivered = all.filter(
      (row) => row.status === 'delivered' && !documented.has(row.tracking_number),
    );
    expect(delivered.length).toBeGreaterThan(200);
    const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    for (const shipment of delivered) {
      const chain = handoffs.filter((row) => row.shipment_id === shipment.id);
      expect(chain[0]?.kind, shipment.tracking_number).toBe('pickup');
      expect(chain.at(-1)?.kind).toBe('delivery');
      chain.slice(1).forEach((step, index) => {
        expect(handoffMayFollow(chain[index]!.kind, step.kind)).toBe(true);
      });
      expect(ageInDays(chain[0]!.device_time)).toBeLessThan(SINCE_DAYS + 1);
      expect(chain.at(-1)!.device_time).toEqual(shipment.delivery_date);
      expect(chain.at(-1)!.crew_id).toBe(shipment.crew_id);
      for (const step of chain) {
        expect(sealsMatch(chain[0]!.seal_numbers, step.seal_numbers)).toBe(true);
        expect(step.seals_broken).toBe(false);
        expect(step.signer_name).toMatch(/\S \S/);
        expect([...step.signature_png.subarray(0, 8)]).toEqual(PNG);
        expect(step.received_at.getTime()).toBeGreaterThanOrEqual(step.device_time.getTime());
        expect(step.far_from_route).toBe(false);
        const update = updates.get(step.update_id!)!;
        expect(update).toMatchObject({
          shipment_id: shipment.id,
          status: HANDOFF_STATUS[step.kind],
          description: HANDOFF_DESCRIPTIONS[step.kind],
          timestamp: step.device_time,
        });
        if (step.kind === 'transfer') {
          expect(step.to_crew_id).not.toBeNull();
          expect(step.to_crew_id).not.toBe(step.crew_id);
        }
      }
    }
    expect(handoffs.filter((row) => row.kind === 'transfer').length).toBeGreaterThan(20);
  });

  it('keeps positions of the last 90 days only, along each route, and the shipments on the road now', async () => {
    const all = new Map((await db().select().from(shipments)).map((row) => [row.id, row]));
    const positions = await db().select().from(shipmentPositions);
    expect(positions.length).toBeGreaterThan(1_000);
    for (const position of positions) {
      expect(ageInDays(position.received_at)).toBeLessThan(POSITION_RETENTION_DAYS);
      const shipment = all.get(position.shipment_id)!;
      const point = { lat: position.latitude, lon: position.longitude };
      expect(
        isFarFromRoute(point, placeOf(shipment.origin)!, placeOf(shipment.destination)!),
        shipment.tracking_number,
      ).toBe(false);
      expect(position.far_from_route).toBe(false);
    }
    // Thinned: a shipment's positions are minutes apart, not seconds.
    const byShipment = new Map<string, typeof positions>();
    for (const position of positions) {
      byShipment.set(position.shipment_id, [
        ...(byShipment.get(position.shipment_id) ?? []),
        position,
      ]);
    }
    for (const rows of byShipment.values()) {
      const times = rows.map((row) => row.device_time.getTime()).sort((a, b) => a - b);
      times.slice(1).forEach((time, index) => {
        expect(time - times[index]!).toBeGreaterThanOrEqual(5 * 60_000);
      });
    }
    // Each of the year's shipments on the road has its crew, and positions up to today.
    const documented = new Set(DEMO_SHIPMENTS.map((row) => row.tracking_number));
    const onTheRoad = [...all.values()].filter(
      (row) => row.status === 'in_transit' && !documented.has(row.tracking_number),
    );
    expect(onTheRoad.length).toBeGreaterThan(3);
    const handoffs = await db().select().from(custodyHandoffs);
    for (const shipment of onTheRoad) {
      const last = handoffs
        .filter((row) => row.shipment_id === shipment.id)
        .sort((a, b) => a.device_time.getTime() - b.device_time.getTime())
        .at(-1)!;
      expect(shipment.crew_id).toBe(last.to_crew_id ?? last.crew_id);
      const latest = Math.max(
        ...(byShipment.get(shipment.id) ?? []).map((row) => row.device_time.getTime()),
      );
      // The seed's rows count back from its day's midnight (UTC): the last report is minutes
      // before it, so up to a day and those minutes old by the day's end.
      expect(ageInDays(new Date(latest)), shipment.tracking_number).toBeLessThan(1.5);
    }
  });

  it('appends every handoff to the custody ledger, which verifies', async () => {
    const handoffs = await db().select().from(custodyHandoffs);
    const entries = await db().select().from(custodyLedger);
    const ids = new Set(
      entries
        .filter((entry) => entry.kind === 'handoff')
        .map(
          (entry) => (JSON.parse(entry.payload_text) as { facts: HandoffFacts }).facts.handoff_id,
        ),
    );
    expect(ids).toEqual(new Set(handoffs.map((handoff) => handoff.id)));
    expect(entries).toHaveLength((await db().select().from(shipmentUpdates)).length);
    const verdict = await verifyLedger(
      db(),
      ledgerPublicKeys(createPrivateKey(TEST_RECEIPT_SIGNING_KEY)),
    );
    expect(verdict).toMatchObject({ ok: true, size: entries.length, checkpoints: 1 });
  });
});

describe('seeding', () => {
  const TABLES: [string, PgTable][] = [
    ['user', users],
    ['account', accounts],
    ['clients', clients],
    ['shipments', shipments],
    ['shipment_updates', shipmentUpdates],
    ['vault_items', vaultItems],
    ['audit_events', auditEvents],
    ['client_requests', clientRequests],
  ];

  /** Every row of the demo tables, by id; account passwords are hashes with their own salt. */
  async function contents(database: Db) {
    const tables: Record<string, unknown[]> = {};
    for (const [name, table] of TABLES) {
      const rows = (await database.select().from(table)) as { id: string; password?: unknown }[];
      tables[name] = rows
        .map(({ password: _password, ...row }) => row)
        .sort((a, b) => a.id.localeCompare(b.id));
    }
    // The field's custody too, compared on the same day only: a handoff's content hash holds its
    // device time. Positions without their identity, which counts inserts.
    tables.custody_handoffs = (await database.select().from(custodyHandoffs)).sort((a, b) =>
      a.id.localeCompare(b.id),
    );
    tables.shipment_positions = (await database.select().from(shipmentPositions))
      .map(({ id: _id, ...row }) => row)
      .sort(
        (a, b) =>
          a.shipment_id.localeCompare(b.shipment_id) ||
          a.device_time.getTime() - b.device_time.getTime(),
      );
    return tables;
  }

  async function seededOn(day: Date) {
    const database = await openTestDatabase();
    try {
      await seedDemo({
        db: database.db,
        adminEmail: 'admin@orion-tc.example',
        adminPassword: 'Seeding-Twice-2026',
        authSecret: TEST_AUTH_SECRET,
        signingKey: createPrivateKey(TEST_RECEIPT_SIGNING_KEY),
        history: true,
        day,
      });
      return await contents(database.db);
    } finally {
      await database.close();
    }
  }

  const REQUEST_NUMBER = /^REQ-\d{4}-\d{6}$/;

  /** A request's number, wherever it is written (an item's step names it in its details), masked. */
  const withoutNumbers = (value: unknown): unknown => {
    if (typeof value === 'string' && REQUEST_NUMBER.test(value)) return 'REQ-…';
    if (value === null || typeof value !== 'object' || value instanceof Date) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, part]) => [key, withoutNumbers(part)]),
    );
  };

  /**
   * A table's rows but those of visits: these keep to the vault's open weekdays (decision 070),
   * so a day later they fall on other days, and are compared by what they are in the tests above.
   */
  const withoutVisits = (tables: Awaited<ReturnType<typeof contents>>, name: string) => {
    const requests = tables.client_requests as { id: string; number: string; kind: string }[];
    const visits = requests.filter((request) => request.kind === 'visit');
    const ids = new Set(visits.map((visit) => visit.id));
    const numbers = new Set(visits.map((visit) => visit.number));
    return (tables[name] as Record<string, unknown>[]).filter((row) => {
      const details = row.details as { request?: string } | null | undefined;
      return (
        !ids.has(row.id as string) &&
        !ids.has(row.entity_id as string) &&
        !numbers.has(details?.request ?? '')
      );
    });
  };

  it('gives the same rows on the same day, and the same company a day later on the next', async () => {
    const morning = new Date('2026-03-10T07:15:00Z');
    const evening = new Date('2026-03-10T22:40:00Z');
    const nextDay = new Date('2026-03-11T09:00:00Z');
    const [first, second, later] = [
      await seededOn(morning),
      await seededOn(evening),
      await seededOn(nextDay),
    ];
    expect(second).toEqual(first);

    // Every date a day on, and the generated tracking numbers (OTC + creation milliseconds)
    // wherever they are written; the documented ones stay as the README has them.
    const documentedNumbers = new Set(DEMO_SHIPMENTS.map((shipment) => shipment.tracking_number));
    // A request's number counts within its calendar year: a day on, one may cross into the next
    // year and every later number of that year moves by one. The numbers are compared as numbers.
    const dayLater = (value: unknown) => {
      if (value instanceof Date) return new Date(value.getTime() + DAY_MS);
      if (typeof value !== 'string' || !/^OTC\d{13}$/.test(value)) return withoutNumbers(value);
      return documentedNumbers.has(value) ? value : `OTC${Number(value.slice(3)) + DAY_MS}`;
    };
    const shifted = (rows: unknown[]) =>
      (rows as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(Object.entries(row).map(([column, value]) => [column, dayLater(value)])),
      );
    const numbered = (rows: unknown[]) =>
      (rows as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([column, value]) => [column, withoutNumbers(value)]),
        ),
      );
    for (const [name] of TABLES) {
      expect(numbered(withoutVisits(later, name)), name).toEqual(
        shifted(withoutVisits(first, name)),
      );
    }
  });
});
