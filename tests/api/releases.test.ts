import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VaultItemSummary } from '#shared/portal';
import type { CreatedRequest, RequestDetail } from '#shared/request-schema';
import { REQUEST_MESSAGES } from '#shared/requests';
import { clientRequests } from '../../src/server/db/schema';
import { bodyOf, DAY_MS, del, insertVaultItem, wholeAccessLog } from '../helpers/admin-callers';
import type { HttpClient } from '../helpers/http-client';
import { errorOf, put, type SignedIn } from '../helpers/portal-callers';
import { signInRequestPeople } from '../helpers/request-people';
import { useTestServer } from '../helpers/use-test-server';

/**
 * Releases of stored items (decision 069): four eyes at the client, one or two of our staff by
 * the items' worth, the items locked while asked and Released at the end, nothing deleted.
 */

const server = useTestServer({ seed: true });

let amelia: SignedIn;
let noah: SignedIn;
let grace: SignedIn;
let ethan: SignedIn;
let marcus: SignedIn;
let operations: SignedIn;
let custodian: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ({ amelia, noah, grace, ethan, marcus, operations, custodian, admin } =
    await signInRequestPeople(server));
});

const item = async (owner: SignedIn, value: number, name = `Release item ${randomUUID()}`) =>
  (
    await insertVaultItem(server, {
      client_id: owner.userId,
      name,
      value,
      location_code: 'VAULT-A-101',
    })
  ).id;

function releaseForm(itemIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: randomUUID(),
    item_ids: itemIds,
    method: 'collect',
    collector_name: 'Amelia Hart',
    release_on: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    ...overrides,
  };
}

const ask = (client: HttpClient, form: Record<string, unknown>) =>
  client.post('/api/requests/releases', form);

const detail = async (client: HttpClient, id: string, admin = false) =>
  bodyOf<RequestDetail>(await client.get(`/api/${admin ? 'admin/' : ''}requests/${id}`));

async function requestCount(): Promise<number> {
  const [row] = await server.deps.db.select({ value: count() }).from(clientRequests);
  return row?.value ?? 0;
}

describe('a release above the threshold', () => {
  it('needs the organisation’s second person, then two different staff; the items are Released and logged', async () => {
    const [vase, ring] = [await item(amelia, 80_000, 'Ming vase'), await item(amelia, 40_000)];
    const asked = await bodyOf<CreatedRequest>(
      await ask(grace.client, releaseForm([vase!, ring!])),
      201,
    );
    expect(asked.state).toBe('awaiting_client');

    // Locked while it waits: no second release of it, no move by staff.
    const again = await errorOf(await ask(amelia.client, releaseForm([vase!])), 400);
    expect(again.fields).toEqual({ item_ids: REQUEST_MESSAGES.itemInRelease });
    const moved = await errorOf(
      await put(custodian.client, `/api/admin/vault-items/${vase}`, {
        client_id: amelia.userId,
        name: 'Ming vase',
        category: 'other',
        security_level: 'standard',
        location_code: 'VAULT-B-202',
        value: 80_000,
        description: null,
      }),
      409,
    );
    expect(moved.message).toBe(REQUEST_MESSAGES.itemLockedPending);

    await bodyOf(await noah.client.post(`/api/requests/${asked.id}/approve`));
    const awaiting = await detail(operations.client, asked.id, true);
    expect(awaiting.state).toBe('awaiting_staff');
    expect(awaiting.release).toMatchObject({
      method: 'collect',
      collector_name: 'Amelia Hart',
      total_value: 120_000,
      staff_approvals_needed: 2,
      staff_approvals_given: 0,
    });

    await bodyOf(await operations.client.post(`/api/admin/requests/${asked.id}/approve`));
    const half = await detail(operations.client, asked.id, true);
    expect(half.state).toBe('awaiting_staff');
    expect(half.release?.staff_approvals_given).toBe(1);
    expect(half.actions).toEqual(['decline']);
    const twice = await errorOf(
      await operations.client.post(`/api/admin/requests/${asked.id}/approve`),
      403,
    );
    expect(twice.message).toBe(REQUEST_MESSAGES.secondStaffMember);

    const done = await bodyOf<CreatedRequest>(
      await admin.client.post(`/api/admin/requests/${asked.id}/approve`),
    );
    expect(done.state).toBe('completed');
    const shown = await detail(grace.client, asked.id);
    expect(shown.release?.items.every((entry) => entry.released_at !== null)).toBe(true);
    expect(shown.events.map((event) => event.action)).toEqual([
      'request_submitted',
      'request_client_approved',
      'request_staff_approved',
      'request_staff_approved',
    ]);

    // Kept, shown as Released, never changed again, never deleted.
    const vault = await bodyOf<{ items: VaultItemSummary[] }>(
      await amelia.client.get('/api/portal/items'),
    );
    const listed = vault.items.find((entry) => entry.id === vase);
    expect(listed?.released_at).not.toBeNull();
    expect(
      (await errorOf(await del(custodian.client, `/api/admin/vault-items/${vase}`), 409)).message,
    ).toBe(REQUEST_MESSAGES.itemLockedReleased);
    const rereleased = await errorOf(await ask(amelia.client, releaseForm([vase!])), 400);
    expect(rereleased.fields).toEqual({ item_ids: REQUEST_MESSAGES.itemReleased });

    // The access log shows each step on the item itself, newest first. The last approval and the
    // release are one transaction, so they share a moment and either may be listed first.
    const log = await wholeAccessLog(amelia.client);
    const steps = log
      .filter((entry) => entry.entity_label === 'Ming vase')
      .map((entry) => entry.action);
    expect(steps.slice(0, 2).sort()).toEqual(['released', 'request_staff_approved']);
    expect(steps.slice(2)).toEqual([
      'request_staff_approved',
      'request_client_approved',
      'request_submitted',
    ]);
  });
});

describe('a delivered release under the threshold', () => {
  it('takes one approval, books the shipment, and completes when it is delivered', async () => {
    const box = await item(marcus, 5_000);
    const asked = await bodyOf<CreatedRequest>(
      await ask(
        marcus.client,
        releaseForm([box], {
          method: 'deliver',
          collector_name: undefined,
          delivery_address: '10 Harbour Street',
          delivery_city: 'Boston',
        }),
      ),
      201,
    );
    expect(asked.state).toBe('awaiting_staff');
    expect(
      (
        await bodyOf<CreatedRequest>(
          await operations.client.post(`/api/admin/requests/${asked.id}/approve`),
        )
      ).state,
    ).toBe('scheduled');
    const shown = await detail(marcus.client, asked.id);
    expect(shown.tracking_number).toMatch(/^OTC\d+$/);
    const [row] = await server.deps.db
      .select({ shipmentId: clientRequests.shipment_id })
      .from(clientRequests)
      .where(eq(clientRequests.id, asked.id));
    const delivered = await operations.client.post(
      `/api/admin/shipments/${row!.shipmentId}/updates`,
      {
        status: 'delivered',
        location: 'Boston',
      },
    );
    expect(delivered.status).toBe(201);
    expect((await detail(marcus.client, asked.id)).state).toBe('completed');
  });
});

describe('refusals, with nothing written', () => {
  it('refuses another organisation’s item, no items, a missing collector, a past date, a Viewer and staff', async () => {
    const others = await item(marcus, 1_000);
    const own = await item(amelia, 1_000);
    const before = await requestCount();
    expect((await errorOf(await ask(grace.client, releaseForm([others])), 400)).fields).toEqual({
      item_ids: REQUEST_MESSAGES.itemNotYours,
    });
    expect(
      (await errorOf(await ask(grace.client, releaseForm([randomUUID()])), 400)).fields,
    ).toEqual({
      item_ids: REQUEST_MESSAGES.itemNotYours,
    });
    expect((await errorOf(await ask(grace.client, releaseForm([])), 400)).fields).toMatchObject({
      item_ids: REQUEST_MESSAGES.itemsRequired,
    });
    expect(
      (await errorOf(await ask(grace.client, releaseForm([own], { collector_name: ' ' })), 400))
        .fields,
    ).toMatchObject({ collector_name: REQUEST_MESSAGES.collectorName });
    expect(
      (await errorOf(await ask(grace.client, releaseForm([own], { method: 'deliver' })), 400))
        .fields,
    ).toMatchObject({ delivery_address: 'Enter the delivery address.' });
    expect(
      (
        await errorOf(
          await ask(
            grace.client,
            releaseForm([own], { release_on: new Date(Date.now() - DAY_MS).toISOString() }),
          ),
          400,
        )
      ).fields,
    ).toEqual({ release_on: REQUEST_MESSAGES.releaseOnPast });
    expect((await ask(ethan.client, releaseForm([own]))).status).toBe(403);
    expect((await ask(custodian.client, releaseForm([own]))).status).toBe(404);
    expect((await ask(server.client(), releaseForm([own]))).status).toBe(401);
    expect(await requestCount()).toBe(before);
  });

  it('of two releases of one item sent at once, one is asked and the other refused', async () => {
    const gold = await item(amelia, 2_000);
    const answers = await Promise.all([
      ask(grace.client, releaseForm([gold])),
      ask(amelia.client, releaseForm([gold])),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
  });

  it('the same form sent twice is one release', async () => {
    const form = releaseForm([await item(marcus, 3_000)]);
    const first = await bodyOf<CreatedRequest>(await ask(marcus.client, form), 201);
    const second = await bodyOf<CreatedRequest>(await ask(marcus.client, form), 200);
    expect(second.id).toBe(first.id);
    const changed = await errorOf(
      await ask(marcus.client, { ...form, collector_name: 'Someone Else' }),
      409,
    );
    expect(changed.fields).toEqual({ idempotency_key: REQUEST_MESSAGES.duplicate });
  });
});

describe('the custody rules in Settings', () => {
  it('default to 100,000 USD, are changed by administrators, and decide the next release', async () => {
    expect(await bodyOf(await admin.client.get('/api/admin/settings/custody'))).toEqual({
      release_second_approval_threshold: 100_000,
    });
    expect(
      (
        await errorOf(
          await put(admin.client, '/api/admin/settings/custody', {
            release_second_approval_threshold: -1,
          }),
          400,
        )
      ).fields,
    ).toEqual({ release_second_approval_threshold: 'The amount cannot be negative.' });
    expect(
      (
        await put(custodian.client, '/api/admin/settings/custody', {
          release_second_approval_threshold: 10,
        })
      ).status,
    ).toBe(403);
    await bodyOf(
      await put(admin.client, '/api/admin/settings/custody', {
        release_second_approval_threshold: 1_000,
      }),
    );
    const asked = await bodyOf<CreatedRequest>(
      await ask(marcus.client, releaseForm([await item(marcus, 1_500)])),
      201,
    );
    expect((await detail(marcus.client, asked.id)).release?.staff_approvals_needed).toBe(2);
    await bodyOf(
      await put(admin.client, '/api/admin/settings/custody', {
        release_second_approval_threshold: 100_000,
      }),
    );
  });
});
