import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  verify,
  type KeyObject,
} from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatedRequest } from '#shared/request-schema';
import {
  LEDGER_MESSAGES,
  type ConsistencyProofAnswer,
  type LedgerCheckpoint,
  type LedgerProofs,
  type LedgerPublicKey,
} from '../../src/shared/ledger';
import { checkLedgerEntry } from '../../src/shared/ledger-check';
import { verifyConsistency, type Hash } from '../../src/shared/merkle-tree';
import { ConfigError, loadConfig } from '../../src/server/config/config';
import {
  auditEvents,
  custodyLedger,
  ledgerCheckpoints,
  shipments,
  shipmentUpdates,
} from '../../src/server/db/schema';
import { backfillLedger } from '../../src/server/ledger/backfill-ledger';
import { writeCheckpoint } from '../../src/server/ledger/checkpoints';
import { ledgerPublicKeys } from '../../src/server/ledger/ledger-keys';
import { CHECKPOINT_EVERY_MS, signCheckpointIfDue } from '../../src/server/ledger/ledger-upkeep';
import { verifyLedger } from '../../src/server/ledger/verify-ledger';
import { bodyOf, DAY_MS } from '../helpers/admin-callers';
import { drawnSignature, handoffFields, handoffForm, postHandoff } from '../helpers/handoffs';
import { errorOf, put, signInDemoClient, type SignedIn } from '../helpers/portal-callers';
import { signInRequestPeople } from '../helpers/request-people';
import { signInEachStaffRole } from '../helpers/staff-accounts';
import { STAFF_ROLES } from '../../src/shared/roles';
import { useTestServer } from '../helpers/use-test-server';

/**
 * The custody ledger completed (decision 074): vault moves and releases appended in their own
 * transactions, the backfill of history, checkpoints hourly once across instances and when asked,
 * proofs for the owner only, public checkpoints, keys and consistency proofs, and key rotation.
 */

const server = useTestServer({ seed: true });
const SOFIA_SHIPMENT = 'OTC1763380800005';
let admin: SignedIn;
let sofia: SignedIn;
let amelia: SignedIn;
let marcus: SignedIn;
let operations: SignedIn;
let staff: Map<string, SignedIn>;

const sha256: Hash = (data) => new Uint8Array(createHash('sha256').update(data).digest());
const db = () => server.deps.db;
const signingKey = () => server.deps.config.receiptSigningKey;
const verifyNow = (keys = ledgerPublicKeys(signingKey())) => verifyLedger(db(), keys);

const nodeSignatureCheck = async (spki: string, message: Uint8Array, signature: string) =>
  verify(
    null,
    message,
    createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }),
    Buffer.from(signature, 'base64'),
  );

beforeAll(async () => {
  ({ admin, amelia, marcus, operations } = await signInRequestPeople(server));
  sofia = await signInDemoClient(server, 'sofia');
  staff = await signInEachStaffRole(
    server,
    STAFF_ROLES.filter((role) => role !== 'admin'),
  );
  staff.set('admin', admin);
});

async function lastEntries(n: number) {
  const rows = await db().select().from(custodyLedger).orderBy(desc(custodyLedger.seq)).limit(n);
  return rows.reverse().map((row) => ({ ...row, payload: JSON.parse(row.payload_text) }));
}

async function signNow(): Promise<LedgerCheckpoint> {
  const answer = await admin.client.post('/api/admin/ledger/checkpoints');
  expect([200, 201]).toContain(answer.status);
  return (await answer.json()) as LedgerCheckpoint;
}

async function sofiaShipmentId(): Promise<string> {
  const [row] = await db()
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.tracking_number, SOFIA_SHIPMENT));
  return row!.id;
}

describe('the demo history', () => {
  it('is in the ledger after the seed, oldest first, signed, and verifies', async () => {
    const [pending] = await db()
      .select({ value: count() })
      .from(shipmentUpdates)
      .where(eq(shipmentUpdates.in_ledger, false));
    expect(pending!.value).toBe(0);
    const [updates] = await db().select({ value: count() }).from(shipmentUpdates);
    const [entries] = await db().select({ value: count() }).from(custodyLedger);
    expect(entries!.value).toBeGreaterThanOrEqual(updates!.value);
    const [first, second] = await db()
      .select()
      .from(custodyLedger)
      .orderBy(asc(custodyLedger.seq))
      .limit(2);
    const times = [first!, second!].map((row) => JSON.parse(row.payload_text).facts.time);
    expect(times[0] <= times[1]).toBe(true);
    expect((await verifyNow()).ok).toBe(true);
  });

  it('backfills updates written without an entry once, in time order, a handoff as its handoff', async () => {
    const shipmentId = await sofiaShipmentId();
    const old = new Date(Date.now() - 400 * DAY_MS);
    await db()
      .insert(shipmentUpdates)
      .values([
        {
          shipment_id: shipmentId,
          status: 'in_transit',
          location: 'Later, TX',
          timestamp: new Date(old.getTime() + 1000),
        },
        { shipment_id: shipmentId, status: 'picked_up', location: 'Earlier, TX', timestamp: old },
      ]);
    expect(await backfillLedger(db(), { batchSize: 1 })).toBe(2);
    const [earlier, later] = await lastEntries(2);
    expect(earlier!.payload).toMatchObject({
      kind: 'tracking_update',
      shipment_id: shipmentId,
      facts: { location: 'Earlier, TX', status: 'picked_up', time: old.toISOString() },
    });
    expect(later!.payload.facts.location).toBe('Later, TX');
    expect(await backfillLedger(db())).toBe(0);
    expect((await verifyNow()).ok).toBe(true);
  });

  it('backfills a handoff recorded before the ledger as the same facts its own entry states', async () => {
    const courier = (await signInEachStaffRole(server, ['courier'])).get('courier')!;
    const crew = await bodyOf<{ id: string }>(
      await operations.client.post('/api/admin/crews', {
        name: `Backfill Crew ${randomUUID().slice(0, 8)}`,
        courier_ids: [courier.userId],
      }),
      201,
    );
    const vehicle = (
      await bodyOf<{ vehicles: { id: string; in_service: boolean }[] }>(
        await operations.client.get('/api/admin/vehicles'),
      )
    ).vehicles.find((candidate) => candidate.in_service)!;
    const [shipment] = await db()
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.status, 'pending'))
      .limit(1);
    expect(
      (
        await put(operations.client, `/api/admin/shipments/${shipment!.id}/crew`, {
          crew_id: crew.id,
          vehicle_id: vehicle.id,
        })
      ).status,
    ).toBe(200);
    await bodyOf(
      await postHandoff(
        courier.client,
        shipment!.id,
        handoffForm(handoffFields(), await drawnSignature()),
      ),
      201,
    );
    const [own] = await lastEntries(1);
    expect(own!.kind).toBe('handoff');
    await db()
      .update(shipmentUpdates)
      .set({ in_ledger: false })
      .where(
        and(
          eq(shipmentUpdates.shipment_id, shipment!.id),
          gte(shipmentUpdates.timestamp, new Date(own!.payload.facts.time)),
        ),
      );
    expect(await backfillLedger(db())).toBe(1);
    const [again] = await lastEntries(1);
    expect(again!.kind).toBe('handoff');
    expect(again!.payload.facts).toEqual(own!.payload.facts);
  });
});

describe('vault moves and releases', () => {
  it('appends an item stored, moved and handed to another organisation; an edit of anything else appends nothing', async () => {
    const body = {
      client_id: sofia.userId,
      name: 'Ledger box',
      category: 'other',
      security_level: 'standard',
      location_code: 'VAULT-L-001',
    };
    const created = await bodyOf<{ id: string }>(
      await admin.client.post('/api/admin/vault-items', body),
      201,
    );
    const [stored] = await lastEntries(1);
    expect(stored!.payload).toMatchObject({
      kind: 'vault_item_moved',
      vault_item_id: created.id,
      facts: {
        reason: 'stored',
        from: null,
        to: { client_id: sofia.userId, location_code: 'VAULT-L-001' },
        staff_user_id: admin.userId,
      },
    });
    expect(stored!.payload_text).not.toContain('value');

    await bodyOf(
      await put(admin.client, `/api/admin/vault-items/${created.id}`, {
        ...body,
        location_code: 'VAULT-L-002',
      }),
    );
    const [moved] = await lastEntries(1);
    expect(moved!.payload.facts).toMatchObject({
      reason: 'moved',
      from: { client_id: sofia.userId, location_code: 'VAULT-L-001' },
      to: { client_id: sofia.userId, location_code: 'VAULT-L-002' },
    });

    await bodyOf(
      await put(admin.client, `/api/admin/vault-items/${created.id}`, {
        ...body,
        location_code: 'VAULT-L-002',
        name: 'Renamed box',
      }),
    );
    expect((await lastEntries(1))[0]!.seq).toBe(moved!.seq);

    await bodyOf(
      await put(admin.client, `/api/admin/vault-items/${created.id}`, {
        ...body,
        name: 'Renamed box',
        location_code: 'VAULT-L-002',
        client_id: amelia.userId,
      }),
    );
    const [handed] = await lastEntries(1);
    expect(handed!.payload.facts).toMatchObject({
      reason: 'owner_changed',
      from: { client_id: sofia.userId },
      to: { client_id: amelia.userId },
    });
    expect((await verifyNow()).ok).toBe(true);
  });

  it('appends each released item when the release is carried out, as its last write', async () => {
    const item = await bodyOf<{ id: string }>(
      await admin.client.post('/api/admin/vault-items', {
        client_id: marcus.userId,
        name: 'Released box',
        category: 'other',
        security_level: 'standard',
        location_code: 'VAULT-R-001',
        value: 1000,
      }),
      201,
    );
    const asked = await bodyOf<CreatedRequest>(
      await marcus.client.post('/api/requests/releases', {
        idempotency_key: randomUUID(),
        item_ids: [item.id],
        method: 'collect',
        collector_name: 'Marcus Collector',
        release_on: new Date(Date.now() + 3 * DAY_MS).toISOString(),
      }),
      201,
    );
    const before = (await lastEntries(1))[0]!.seq;
    await bodyOf(await operations.client.post(`/api/admin/requests/${asked.id}/approve`));
    const [released] = await lastEntries(1);
    expect(released!.seq).toBe(before + 1);
    expect(released!.payload).toMatchObject({
      kind: 'item_released',
      vault_item_id: item.id,
      facts: {
        method: 'collect',
        client_id: marcus.userId,
        location_code: 'VAULT-R-001',
        staff_user_id: operations.userId,
      },
    });
    expect(released!.payload_text).not.toContain('1000');
    expect((await verifyNow()).ok).toBe(true);
  });
});

describe('checkpoints', () => {
  it('are signed when due, once across instances asking at the same moment', async () => {
    const latest = await signNow();
    await bodyOf(
      await admin.client.post(`/api/admin/shipments/${await sofiaShipmentId()}/updates`, {
        status: 'in_transit',
        location: 'Hourly, TX',
      }),
      201,
    );
    const soon = new Date(new Date(latest.signed_at).getTime() + CHECKPOINT_EVERY_MS - 1000);
    expect(await signCheckpointIfDue(db(), signingKey(), soon)).toBeNull();
    const due = new Date(new Date(latest.signed_at).getTime() + CHECKPOINT_EVERY_MS);
    const [a, b] = await Promise.all([
      signCheckpointIfDue(db(), signingKey(), due),
      signCheckpointIfDue(db(), signingKey(), due),
    ]);
    const signed = [a, b].filter((checkpoint) => checkpoint !== null);
    expect(signed).toHaveLength(1);
    expect(signed[0]!.tree_size).toBe(latest.tree_size + 1);
    const later = new Date(due.getTime() + CHECKPOINT_EVERY_MS);
    // Nothing appended since: nothing to sign, however late.
    expect(await signCheckpointIfDue(db(), signingKey(), later)).toBeNull();
    await db()
      .delete(ledgerCheckpoints)
      .where(eq(ledgerCheckpoints.tree_size, signed[0]!.tree_size));
  });

  it('are signed when an Administrator asks, audited; the same size again answers the same', async () => {
    await bodyOf(
      await admin.client.post(`/api/admin/shipments/${await sofiaShipmentId()}/updates`, {
        status: 'in_transit',
        location: 'Asked, TX',
      }),
      201,
    );
    const auditsBefore = await db()
      .select({ value: count() })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'ledger_checkpoint_signed'));
    const signed = await bodyOf<LedgerCheckpoint>(
      await admin.client.post('/api/admin/ledger/checkpoints'),
      201,
    );
    const [size] = await db().select({ value: count() }).from(custodyLedger);
    expect(signed.tree_size).toBe(size!.value);
    expect(signed.key_id).toBe(ledgerPublicKeys(signingKey())[0]!.key_id);
    const again = await bodyOf<LedgerCheckpoint>(
      await admin.client.post('/api/admin/ledger/checkpoints'),
      200,
    );
    expect(again).toEqual(signed);
    const auditsAfter = await db()
      .select({ value: count() })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'ledger_checkpoint_signed'));
    expect(auditsAfter[0]!.value).toBe(auditsBefore[0]!.value + 1);
    expect(await bodyOf(await server.client().get('/api/ledger/checkpoint'))).toEqual({
      checkpoint: signed,
    });
  });

  it('GET /api/ledger/keys lists the key that signs, by its id', async () => {
    const { keys } = await bodyOf<{ keys: LedgerPublicKey[] }>(
      await server.client().get('/api/ledger/keys'),
    );
    expect(keys).toEqual(ledgerPublicKeys(signingKey()));
    expect(keys[0]).toMatchObject({ algorithm: 'Ed25519', current: true });
  });
});

describe('consistency proofs', () => {
  it('prove a later size extends an earlier one, from hashes alone', async () => {
    const first = await signNow();
    await bodyOf(
      await admin.client.post(`/api/admin/shipments/${await sofiaShipmentId()}/updates`, {
        status: 'in_transit',
        location: 'Consistent, TX',
      }),
      201,
    );
    const second = await signNow();
    const answer = await bodyOf<ConsistencyProofAnswer>(
      await server
        .client()
        .get(`/api/ledger/consistency?from=${first.tree_size}&to=${second.tree_size}`),
    );
    const hex = (text: string) => new Uint8Array(Buffer.from(text, 'hex'));
    expect(
      verifyConsistency(
        sha256,
        first.tree_size,
        second.tree_size,
        hex(first.root_hash),
        hex(second.root_hash),
        answer.proof.map(hex),
      ),
    ).toBe(true);
  });

  it('refuse sizes that are not whole, below 1, reversed or beyond the ledger, naming the field', async () => {
    const [size] = await db().select({ value: count() }).from(custodyLedger);
    const cases: [string, Record<string, string>][] = [
      ['from=x&to=2', { from: 'Must be a whole number from 1' }],
      ['from=0&to=2', { from: 'Must be a whole number from 1' }],
      ['from=1.5&to=2', { from: 'Must be a whole number from 1' }],
      ['from=1', { to: 'Must be a whole number from 1' }],
      ['from=3&to=2', { from: LEDGER_MESSAGES.fromAfterTo }],
      [`from=1&to=${size!.value + 1}`, { to: LEDGER_MESSAGES.sizeBeyond(size!.value) }],
      ['from=1&to=99999999999999999999', { to: 'Must be a whole number from 1' }],
    ];
    for (const [query, fields] of cases) {
      expect(
        (await errorOf(await server.client().get(`/api/ledger/consistency?${query}`), 400)).fields,
        query,
      ).toEqual(fields);
    }
  });
});

describe("a shipment's proofs", () => {
  it('verify, each entry against the latest checkpoint and its signature, for the owner', async () => {
    const checkpoint = await signNow();
    const proofs = await bodyOf<LedgerProofs>(
      await sofia.client.get(`/api/ledger/shipments/${SOFIA_SHIPMENT}`),
    );
    expect(proofs.checkpoint).toEqual(checkpoint);
    expect(proofs.entries.length).toBeGreaterThan(2);
    for (const entry of proofs.entries) {
      expect(JSON.parse(entry.payload_text).facts.tracking_number).toBe(SOFIA_SHIPMENT);
      expect(
        await checkLedgerEntry({
          entry,
          checkpoint: proofs.checkpoint!,
          keys: proofs.keys,
          sha256,
          verifySignature: nodeSignatureCheck,
        }),
      ).toEqual({ ok: true });
    }
    // One changed character in the payload, the proof or the signature fails, saying which.
    const [entry] = proofs.entries;
    const check = (changed: Partial<typeof entry>, cp = proofs.checkpoint!) =>
      checkLedgerEntry({
        entry: { ...entry!, ...changed },
        checkpoint: cp,
        keys: proofs.keys,
        sha256,
        verifySignature: nodeSignatureCheck,
      });
    expect(
      await check({ payload_text: entry!.payload_text.replace('"status":"', '"status":"x') }),
    ).toMatchObject({ ok: false });
    expect(
      await check({}, { ...proofs.checkpoint!, tree_size: proofs.checkpoint!.tree_size + 1 }),
    ).toEqual({
      ok: false,
      reason: "The checkpoint's signature does not verify.",
    });
    expect(await check({}, { ...proofs.checkpoint!, key_id: '0000000000000000' })).toEqual({
      ok: false,
      reason: 'The checkpoint names an unknown key (0000000000000000).',
    });
  });

  it('list an entry appended after the checkpoint without a proof', async () => {
    await signNow();
    await bodyOf(
      await admin.client.post(`/api/admin/shipments/${await sofiaShipmentId()}/updates`, {
        status: 'in_transit',
        location: 'Pending, TX',
      }),
      201,
    );
    const proofs = await bodyOf<LedgerProofs>(
      await sofia.client.get(`/api/ledger/shipments/${SOFIA_SHIPMENT}`),
    );
    expect(proofs.entries.at(-1)!.proof).toBeNull();
    expect(proofs.entries.at(-2)!.proof).not.toBeNull();
  });

  it('are 404 to another organisation as for nothing, 401 signed out, 200 to every staff role', async () => {
    const other = await errorOf(
      await amelia.client.get(`/api/ledger/shipments/${SOFIA_SHIPMENT}`),
      404,
    );
    const none = await errorOf(
      await amelia.client.get('/api/ledger/shipments/OTC1000000000000'),
      404,
    );
    expect(other.message).toBe(none.message);
    expect(other.fields).toEqual(none.fields);
    expect((await server.client().get(`/api/ledger/shipments/${SOFIA_SHIPMENT}`)).status).toBe(401);
    // A Courier reads only their crew's shipments (decision 066): to them it is nothing too.
    for (const [role, member] of staff) {
      const answer = await member.client.get(`/api/ledger/shipments/${SOFIA_SHIPMENT}`);
      expect(answer.status, role).toBe(role === 'courier' ? 404 : 200);
    }
    expect(
      (await errorOf(await sofia.client.get(`/api/ledger/shipments/${'X'.repeat(80)}`), 400))
        .fields,
    ).toHaveProperty('number');
    expect(
      (await errorOf(await sofia.client.get('/api/ledger/vault-items/not-a-uuid'), 400)).fields,
    ).toEqual({
      itemId: LEDGER_MESSAGES.itemNotFound,
    });
  });

  it("of a vault item: the owner's, and another organisation's 404 as for nothing", async () => {
    const item = await bodyOf<{ id: string }>(
      await admin.client.post('/api/admin/vault-items', {
        client_id: sofia.userId,
        name: 'Proven box',
        category: 'other',
        security_level: 'standard',
        location_code: 'VAULT-P-001',
      }),
      201,
    );
    await signNow();
    const proofs = await bodyOf<LedgerProofs>(
      await sofia.client.get(`/api/ledger/vault-items/${item.id}`),
    );
    expect(proofs.entries.map((entry) => entry.kind)).toEqual(['vault_item_moved']);
    expect(
      await checkLedgerEntry({
        entry: proofs.entries[0]!,
        checkpoint: proofs.checkpoint!,
        keys: proofs.keys,
        sha256,
        verifySignature: nodeSignatureCheck,
      }),
    ).toEqual({ ok: true });
    const other = await errorOf(await amelia.client.get(`/api/ledger/vault-items/${item.id}`), 404);
    const none = await errorOf(
      await amelia.client.get(`/api/ledger/vault-items/${randomUUID()}`),
      404,
    );
    expect(other.message).toBe(none.message);
    expect(other.fields).toEqual(none.fields);
  });
});

describe('a rotated key', () => {
  const rotated = (): { next: KeyObject } => ({ next: generateKeyPairSync('ed25519').privateKey });

  it('keeps old checkpoints verifying by the previous public keys; an unknown key id fails', async () => {
    const old = signingKey();
    const { next } = rotated();
    // A checkpoint signed by the new key, after those of the old one.
    await bodyOf(
      await admin.client.post(`/api/admin/shipments/${await sofiaShipmentId()}/updates`, {
        status: 'in_transit',
        location: 'Rotated, TX',
      }),
      201,
    );
    const newer = (await writeCheckpoint(db(), next, new Date()))!;
    try {
      expect(
        await verifyLedger(db(), ledgerPublicKeys(next, [createPublicKey(old)])),
      ).toMatchObject({ ok: true });
      const unknown = await verifyLedger(db(), ledgerPublicKeys(next));
      expect(unknown).toMatchObject({
        ok: false,
        firstBroken: { reason: expect.stringMatching(/bad signature/) },
      });
      expect((await verifyLedger(db(), ledgerPublicKeys(old))).ok).toBe(false);

      // The configuration names the previous keys as GET /api/ledger/keys gives them.
      const spki = createPublicKey(old).export({ type: 'spki', format: 'der' }).toString('base64');
      const config = loadConfig({
        DATA_DIR: '.tmp/unused',
        RECEIPT_SIGNING_KEY: next.export({ type: 'pkcs8', format: 'pem' }).toString(),
        RECEIPT_PREVIOUS_PUBLIC_KEYS: ` ${spki}, `,
      });
      const keys = ledgerPublicKeys(config.receiptSigningKey, config.previousPublicKeys);
      expect(keys.map((key) => key.current)).toEqual([true, false]);
      expect(keys[1]!.public_key).toBe(spki);
      expect((await verifyLedger(db(), keys)).ok).toBe(true);
      expect(() =>
        loadConfig({
          DATA_DIR: '.tmp/unused',
          RECEIPT_PREVIOUS_PUBLIC_KEYS: `${spki},bm90LWEta2V5`,
        }),
      ).toThrow(
        new ConfigError(
          'Invalid configuration: RECEIPT_PREVIOUS_PUBLIC_KEYS must list Ed25519 public keys, each the base64 of its SPKI DER, separated by commas ("bm90LWEta2V5" is not one)',
        ),
      );
    } finally {
      await db().delete(ledgerCheckpoints).where(eq(ledgerCheckpoints.tree_size, newer.tree_size));
    }
  });
});
