import { readFileSync } from 'node:fs';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientIssue } from '#shared/issue-schema';
import type { Page } from '#shared/list-query';
import type { AccessLogEntry, ClientProfile, VaultItemSummary } from '#shared/portal';
import {
  auditEvents,
  clientMembers,
  clients,
  issues,
  sessions,
  vaultItems,
} from '../../src/server/db/schema';
import { bodyOf } from '../helpers/admin-callers';
import type { HttpClient } from '../helpers/http-client';
import {
  errorOf,
  put,
  signInDemoClient,
  signInDemoMember,
  type SignedIn,
} from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';

/**
 * A client organisation (decision 063): its record holds the items, shipments and issues, and
 * every person of it sees them under the role they have there. Each role's refusals are checked
 * here with valid requests; route-guards checks every route's guard against its declaration.
 */

const server = useTestServer({ seed: true });
const AMELIAS_SHIPMENT = 'OTC1763380800007';

let owner: SignedIn;
let member: SignedIn;
let viewer: SignedIn;
let otherViewer: SignedIn;

beforeAll(async () => {
  owner = await signInDemoClient(server, 'amelia');
  member = await signInDemoMember(server, 'amelia', 'member');
  viewer = await signInDemoMember(server, 'amelia', 'viewer');
  otherViewer = await signInDemoMember(server, 'marcus', 'viewer');
});

async function itemIds(client: HttpClient): Promise<string[]> {
  const { items } = await bodyOf<{ items: VaultItemSummary[] }>(
    await client.get('/api/portal/items'),
  );
  return items.map((item) => item.id).sort();
}

async function auditCount(): Promise<number> {
  const [row] = await server.deps.db.select({ n: count() }).from(auditEvents);
  return row!.n;
}

function reportIssue(client: HttpClient) {
  const form = new FormData();
  form.append('tracking_number', AMELIAS_SHIPMENT);
  form.append('category', 'delay');
  form.append('description', 'The delivery window was moved twice without a word.');
  return client.request('/api/issues', { method: 'POST', body: form });
}

describe('the people of one organisation', () => {
  it('see its items, shipments and record, not their own account’s', async () => {
    const held = await server.deps.db
      .select({ id: vaultItems.id })
      .from(vaultItems)
      .where(eq(vaultItems.client_id, owner.userId));
    const expected = held.map((row) => row.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    for (const person of [owner, member, viewer]) {
      expect(await itemIds(person.client), person.email).toEqual(expected);
      const profile = await bodyOf<ClientProfile>(await person.client.get('/api/portal/profile'));
      expect(profile.email, person.email).toBe(owner.email);
      const item = await person.client.get(`/api/portal/items/${expected[0]}`);
      expect(item.status, person.email).toBe(200);
    }
  });

  it('the access log names each person of the organisation who acted', async () => {
    const [item] = await itemIds(owner.client);
    expect((await member.client.get(`/api/portal/items/${item}`)).status).toBe(200);
    const log = await bodyOf<Page<AccessLogEntry>>(
      await owner.client.get('/api/portal/access-log'),
    );
    const latest = log.rows.find((row) => row.entity_id === item && row.action === 'viewed');
    expect(latest).toMatchObject({ actor: member.email });
    expect(latest!.ip_address).not.toBeNull();
  });

  it('a member of another organisation sees none of them', async () => {
    const [item] = await itemIds(owner.client);
    expect((await otherViewer.client.get(`/api/portal/items/${item}`)).status).toBe(404);
    expect(await itemIds(otherViewer.client)).not.toContain(item);
  });

  it('a member reports an issue for the organisation, which its owner then sees', async () => {
    const reported = await bodyOf<{ id: string }>(await reportIssue(member.client), 201);
    const [stored] = await server.deps.db
      .select({ client_id: issues.client_id, reporter: issues.reporter_user_id })
      .from(issues)
      .where(eq(issues.id, reported.id));
    expect(stored).toEqual({ client_id: owner.userId, reporter: member.userId });
    const page = await bodyOf<Page<ClientIssue>>(await owner.client.get('/api/issues'));
    expect(page.rows.map((row) => row.id)).toContain(reported.id);
    const reply = await member.client.post(`/api/issues/${reported.id}/messages`, {
      body: 'Any news?',
    });
    expect(reply.status).toBe(201);
    // Marcus's viewer finds no such issue.
    expect((await otherViewer.client.get(`/api/issues/${reported.id}`)).status).toBe(404);
  });

  it('a viewer changes nothing: no issue, no message, no profile change, and nothing written', async () => {
    const before = await auditCount();
    const refusal = 'Your role in this organisation, Viewer, does not allow this.';
    expect((await errorOf(await reportIssue(viewer.client), 403)).message).toBe(refusal);
    const [issue] = await server.deps.db
      .select({ id: issues.id })
      .from(issues)
      .where(eq(issues.client_id, owner.userId))
      .limit(1);
    const message = await viewer.client.post(`/api/issues/${issue!.id}/messages`, {
      body: 'Hello',
    });
    expect((await errorOf(message, 403)).code).toBe('FORBIDDEN');
    const profile = await put(viewer.client, '/api/portal/profile', {
      first_name: 'Mallory',
      last_name: 'Hart',
    });
    expect((await errorOf(profile, 403)).message).toBe(refusal);
    expect(await auditCount()).toBe(before);
    const [record] = await server.deps.db
      .select({ first_name: clients.first_name })
      .from(clients)
      .where(eq(clients.id, owner.userId));
    expect(record!.first_name).toBe('Amelia');
  });

  it('only the owner changes the organisation’s record', async () => {
    const changes = { phone: '+1 212 555 0199' };
    const byMember = await put(member.client, '/api/portal/profile/next-of-kin', changes);
    expect((await errorOf(byMember, 403)).message).toBe(
      'Your role in this organisation, Member, does not allow this.',
    );
    const byOwner = await put(owner.client, '/api/portal/profile/next-of-kin', {
      next_of_kin_phone: '+1 212 555 0199',
    });
    expect(byOwner.status).toBe(200);
  });

  it('a person removed from the organisation loses its rows at their next request', async () => {
    const removed = await signInDemoMember(server, 'sofia', 'member');
    expect((await itemIds(removed.client)).length).toBeGreaterThan(0);
    await server.deps.db
      .delete(clientMembers)
      .where(and(eq(clientMembers.user_id, removed.userId)));
    const after = await removed.client.get('/api/portal/items');
    expect(after.status).toBe(404);
    // Still signed in: the account is theirs, only the organisation's rows are gone.
    const [session] = await server.deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, removed.userId));
    expect(session).toBeDefined();
  });
});

describe('opening organisations', () => {
  it('migration 0016 makes every client record a one-member organisation its holder owns', async () => {
    const db = server.deps.db;
    await db.delete(clientMembers);
    const migration = readFileSync('drizzle/0016_client_organisations.sql', 'utf8');
    const backfill = migration.slice(migration.lastIndexOf('INSERT INTO'));
    await db.execute(sql.raw(backfill));
    const [records] = await db.select({ n: count() }).from(clients);
    const owners = await db.select().from(clientMembers);
    expect(owners).toHaveLength(records!.n);
    expect(owners.every((row) => row.role === 'owner' && row.client_id === row.user_id)).toBe(true);
  });
});
