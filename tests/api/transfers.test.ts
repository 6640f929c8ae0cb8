import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VaultItemSummary } from '#shared/portal';
import type { CreatedRequest, RequestDetail, RequestRow } from '#shared/request-schema';
import { REQUEST_MESSAGES } from '#shared/requests';
import { clientRequests, notifications, vaultItems } from '../../src/server/db/schema';
import { DEMO_CLIENT_PASSWORD } from '../../src/server/seed/demo-data';
import { bodyOf, DAY_MS, insertVaultItem, wholeAccessLog } from '../helpers/admin-callers';
import type { HttpClient } from '../helpers/http-client';
import {
  demoClient,
  errorOf,
  signInDemoClient,
  signInDemoMember,
  type SignedIn,
} from '../helpers/portal-callers';
import { signInRequestPeople } from '../helpers/request-people';
import { enrolTwoFactor } from '../helpers/two-factor';
import { useTestServer } from '../helpers/use-test-server';

/**
 * Transfers of stored items to another organisation of ours (decision 071): the asking
 * organisation's four eyes, then the receiving organisation's acceptance, then our staff; the
 * items stay Released with their history at the sender and start a history of their own at the
 * receiver. No organisation sees a transfer before it is offered to it.
 */

const server = useTestServer({ seed: true });

let amelia: SignedIn;
let noah: SignedIn;
let grace: SignedIn;
let marcus: SignedIn;
let priya: SignedIn;
let sofia: SignedIn;
let operations: SignedIn;

const HART_EMAIL = demoClient('amelia').email;
const CHEN_EMAIL = demoClient('marcus').email;

beforeAll(async () => {
  ({ amelia, noah, grace, marcus, operations } = await signInRequestPeople(server));
  priya = await signInDemoMember(server, 'marcus', 'viewer');
  sofia = await signInDemoClient(server, 'sofia');
  await enrolTwoFactor(marcus.client, DEMO_CLIENT_PASSWORD);
});

const item = async (owner: SignedIn, name = `Transfer item ${randomUUID()}`, value = 20_000) =>
  (
    await insertVaultItem(server, {
      client_id: owner.userId,
      name,
      value,
      location_code: 'VAULT-C-303',
    })
  ).id;

function transferForm(itemIds: string[], recipientEmail = CHEN_EMAIL) {
  return {
    idempotency_key: randomUUID(),
    item_ids: itemIds,
    method: 'transfer',
    recipient_email: recipientEmail,
    release_on: new Date(Date.now() + 5 * DAY_MS).toISOString(),
  };
}

const ask = (client: HttpClient, form: Record<string, unknown>) =>
  client.post('/api/requests/releases', form);

const detail = async (client: HttpClient, id: string) =>
  bodyOf<RequestDetail>(await client.get(`/api/requests/${id}`));

async function listed(client: HttpClient, id: string): Promise<RequestRow | undefined> {
  const page = await bodyOf<{ rows: RequestRow[] }>(await client.get('/api/requests?page=1'));
  return page.rows.find((row) => row.id === id);
}

async function told(userId: string, title: string): Promise<number> {
  const [row] = await server.deps.db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.title, title)));
  return row?.value ?? 0;
}

describe('a transfer accepted by the receiving organisation', () => {
  it('goes from the sender’s four eyes to the receiver, then to our staff, and hands the item over', async () => {
    const name = `Gilded frame ${randomUUID().slice(0, 8)}`;
    const frame = await item(amelia, name);
    const asked = await bodyOf<CreatedRequest>(await ask(grace.client, transferForm([frame])), 201);
    expect(asked.state).toBe('awaiting_client');

    // Not yet offered: Chen & Sons neither lists nor reads it, and cannot accept it.
    expect(await listed(marcus.client, asked.id)).toBeUndefined();
    await errorOf(await marcus.client.get(`/api/requests/${asked.id}`), 404);
    await errorOf(await marcus.client.post(`/api/requests/${asked.id}/approve`), 404);

    const approved = await bodyOf<CreatedRequest>(
      await noah.client.post(`/api/requests/${asked.id}/approve`),
    );
    expect(approved.state).toBe('awaiting_recipient');
    expect(await told(marcus.userId, `Transfer ${asked.number} awaits your acceptance`)).toBe(1);

    // Offered: the receiver sees the sender as an organisation, never its people.
    const row = await listed(marcus.client, asked.id);
    expect(row).toMatchObject({
      state: 'awaiting_recipient',
      requested_by: 'Hart Fine Art Gallery',
    });
    const offered = await detail(marcus.client, asked.id);
    expect(offered.actions).toEqual(['approve', 'decline']);
    expect(offered.release).toMatchObject({
      method: 'transfer',
      recipient_organisation: 'Chen & Sons Jewelers',
    });
    expect(offered.events.map((event) => event.actor)).toEqual([
      'Hart Fine Art Gallery',
      'Hart Fine Art Gallery',
    ]);
    // The sender waits: no one there may approve it now, though the asker may still cancel.
    expect((await detail(grace.client, asked.id)).actions).toEqual(['cancel']);
    // A Viewer of the receiving organisation reads it but may not accept it.
    expect((await detail(priya.client, asked.id)).actions).toEqual([]);
    await errorOf(await priya.client.post(`/api/requests/${asked.id}/approve`), 403);
    const cancel = await errorOf(await marcus.client.post(`/api/requests/${asked.id}/cancel`), 403);
    expect(cancel.message).toBe(REQUEST_MESSAGES.cancelClientOnly);
    await errorOf(await sofia.client.get(`/api/requests/${asked.id}`), 404);
    await errorOf(
      await sofia.client.post(`/api/requests/${asked.id}/decline`, { reason: 'Not ours at all.' }),
      404,
    );

    const accepted = await bodyOf<CreatedRequest>(
      await marcus.client.post(`/api/requests/${asked.id}/approve`),
    );
    expect(accepted.state).toBe('awaiting_staff');
    expect(await told(grace.userId, `Transfer ${asked.number} was accepted`)).toBe(1);

    const done = await bodyOf<CreatedRequest>(
      await operations.client.post(`/api/admin/requests/${asked.id}/approve`),
    );
    expect(done.state).toBe('completed');
    expect(await told(marcus.userId, `The items of ${asked.number} are now yours`)).toBe(1);

    // The sender keeps the item as Released, with every step in its access log.
    const senderVault = await bodyOf<{ items: VaultItemSummary[] }>(
      await amelia.client.get('/api/portal/items'),
    );
    expect(senderVault.items.find((entry) => entry.id === frame)?.released_at).not.toBeNull();
    const senderSteps = (await wholeAccessLog(amelia.client))
      .filter((entry) => entry.entity_label === name && entry.entity_type === 'vault_item')
      .map((entry) => entry.action);
    expect(senderSteps.sort()).toEqual(
      [
        'released',
        'request_client_approved',
        'request_recipient_accepted',
        'request_staff_approved',
        'request_submitted',
      ].sort(),
    );

    // The receiver holds an item of its own, on the same shelf, whose history starts here.
    const [received] = await server.deps.db
      .select()
      .from(vaultItems)
      .where(eq(vaultItems.transferred_from_item_id, frame));
    expect(received).toMatchObject({
      client_id: marcus.userId,
      name,
      location_code: 'VAULT-C-303',
      value: 20_000,
      released_at: null,
    });
    const receiverVault = await bodyOf<{ items: VaultItemSummary[] }>(
      await marcus.client.get('/api/portal/items'),
    );
    expect(receiverVault.items.some((entry) => entry.id === received!.id)).toBe(true);
    const receiverSteps = (await wholeAccessLog(marcus.client)).filter(
      (entry) => entry.entity_id === received!.id,
    );
    expect(receiverSteps.map((entry) => entry.action)).toEqual(['transferred_in']);
    // The sender's own people never show in the receiver's log of the item.
    expect((await wholeAccessLog(marcus.client)).some((entry) => entry.entity_id === frame)).toBe(
      false,
    );
  });
});

describe('a transfer declined by the receiving organisation', () => {
  it('is declined with its reason, and the items may be asked for again', async () => {
    const bracelet = await item(marcus);
    const asked = await bodyOf<CreatedRequest>(
      await ask(marcus.client, transferForm([bracelet], HART_EMAIL)),
      201,
    );
    // Chen & Sons has one Owner: no four eyes, so Hart has it at once.
    expect(asked.state).toBe('awaiting_recipient');
    const reason = 'We have no insurance cover for this piece yet.';
    const declined = await bodyOf<CreatedRequest>(
      await noah.client.post(`/api/requests/${asked.id}/decline`, { reason }),
    );
    expect(declined.state).toBe('declined');
    const shown = await detail(marcus.client, asked.id);
    expect(shown.decline_reason).toBe(reason);
    expect(shown.events.at(-1)?.actor).toBe(noah.email);
    await bodyOf(await ask(marcus.client, transferForm([bracelet], HART_EMAIL)), 201);
  });
});

describe('refused transfers, with nothing written', () => {
  it('refuses an unknown organisation, the asker’s own, and a missing address, each under recipient_email', async () => {
    const ring = await item(marcus);
    const before = await requestCount();
    const cases: [string, string][] = [
      ['nobody@nowhere.example', REQUEST_MESSAGES.recipientUnknown],
      [CHEN_EMAIL.toUpperCase(), REQUEST_MESSAGES.recipientSelf],
      ['', REQUEST_MESSAGES.recipientEmail],
      ['not an address', REQUEST_MESSAGES.recipientEmail],
    ];
    for (const [email, message] of cases) {
      const refused = await errorOf(await ask(marcus.client, transferForm([ring], email)), 400);
      expect(refused.fields).toEqual({ recipient_email: message });
    }
    expect(await requestCount()).toBe(before);
  });

  it('the same form sent twice is one transfer; another receiver under the same key is refused', async () => {
    const brooch = await item(marcus);
    const form = transferForm([brooch], HART_EMAIL);
    const first = await bodyOf<CreatedRequest>(await ask(marcus.client, form), 201);
    const again = await bodyOf<CreatedRequest>(await ask(marcus.client, form), 200);
    expect(again.id).toBe(first.id);
    const other = await errorOf(
      await ask(marcus.client, { ...form, recipient_email: demoClient('sofia').email }),
      409,
    );
    expect(other.message).toBe(REQUEST_MESSAGES.duplicate);
  });
});

async function requestCount(): Promise<number> {
  const [row] = await server.deps.db.select({ value: count() }).from(clientRequests);
  return row?.value ?? 0;
}
