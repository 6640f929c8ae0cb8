import { createHash, createPublicKey, verify } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Crew, Vehicle } from '../../src/shared/admin/dispatch';
import type { RecordedHandoff } from '../../src/shared/custody-schema';
import {
  hashesCompletedByAppend,
  leafHash,
  nodeHash,
  nodeKey,
  nodeReaderFromMap,
  verifyConsistency,
  verifyInclusion,
  type Hash,
} from '../../src/shared/merkle-tree';
import { custodyLedger, ledgerCheckpoints, ledgerNodes } from '../../src/server/db/schema';
import { appendToLedger } from '../../src/server/ledger/append-to-ledger';
import {
  latestCheckpoint,
  writeCheckpoint,
  type Checkpoint,
} from '../../src/server/ledger/checkpoints';
import { consistencyProofBetween, proofFor } from '../../src/server/ledger/proofs';
import { ledgerPublicKeys } from '../../src/server/ledger/ledger-keys';
import { verifyLedger } from '../../src/server/ledger/verify-ledger';
import { canonicalJson } from '../../src/server/signing/document-signature';
import { DEMO_CLIENT_PASSWORD, DEMO_STAFF } from '../../src/server/seed/demo-data';
import { bodyOf, insertShipment } from '../helpers/admin-callers';
import { drawnSignature, handoffFields, handoffForm, postHandoff } from '../helpers/handoffs';
import { errorOf, put, signIn, signInAdmin, type SignedIn } from '../helpers/portal-callers';
import { signInEachStaffRole } from '../helpers/staff-accounts';
import { TEST_RECEIPT_SIGNING_KEY } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';

/**
 * The custody ledger (decision 073): tracking updates and handoffs are appended in their own
 * transactions as consecutive entries; checkpoints sign the root; proofs verify against them with
 * the RFC 9162 verifiers alone; any change to what is stored is named by the first entry it breaks.
 */

const server = useTestServer({ seed: true });
const demoEmail = (role: string) => DEMO_STAFF.find((person) => person.role === role)!.email;
let admin: SignedIn;
let operations: SignedIn;
let courier: SignedIn;
let crew: Crew;
let vehicle: Vehicle;
let signature: Uint8Array;

const sha256: Hash = (data) => new Uint8Array(createHash('sha256').update(data).digest());
const utf8 = (text: string) => new TextEncoder().encode(text);
const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

beforeAll(async () => {
  admin = await signInAdmin(server);
  operations = await signIn(server, demoEmail('operations'), DEMO_CLIENT_PASSWORD);
  courier = (await signInEachStaffRole(server, ['courier'])).get('courier')!;
  crew = await bodyOf<Crew>(
    await operations.client.post('/api/admin/crews', {
      name: 'Ledger Crew',
      courier_ids: [courier.userId],
    }),
    201,
  );
  vehicle = (
    await bodyOf<{ vehicles: Vehicle[] }>(await operations.client.get('/api/admin/vehicles'))
  ).vehicles.find((candidate) => candidate.in_service)!;
  signature = await drawnSignature();
});

const db = () => server.deps.db;
const ledgerKeys = () => ledgerPublicKeys(server.deps.config.receiptSigningKey);
const verifyNow = () => verifyLedger(db(), ledgerKeys());

async function entries() {
  return db().select().from(custodyLedger).orderBy(asc(custodyLedger.seq));
}

async function ledgerSize(): Promise<number> {
  const [row] = await db().select({ value: count() }).from(custodyLedger);
  return row!.value;
}

async function entry(seq: number) {
  const [row] = await db().select().from(custodyLedger).where(eq(custodyLedger.seq, seq));
  return row!;
}

/** A shipment from New York to Boston, given to the ledger crew. */
async function crewShipment() {
  const shipment = await insertShipment(server, {
    client_id: null,
    origin: 'New York, NY',
    destination: 'Boston, MA',
    status: 'pending',
  });
  await bodyOf(
    await put(operations.client, `/api/admin/shipments/${shipment.id}/crew`, {
      crew_id: crew.id,
      vehicle_id: vehicle.id,
    }),
  );
  return shipment;
}

function addUpdate(shipmentId: string, update: Record<string, unknown>) {
  return admin.client.post(`/api/admin/shipments/${shipmentId}/updates`, update);
}

async function appendUpdates(howMany: number) {
  const shipment = await insertShipment(server, { client_id: null });
  for (let i = 0; i < howMany; i += 1) {
    await bodyOf(await addUpdate(shipment.id, { location: `Depot ${i}` }), 201);
  }
}

/** MTH as RFC 9162 section 2.1.1 defines it, straight from the leaf hashes. */
function treeHash(leaves: readonly Uint8Array[]): Uint8Array {
  if (leaves.length === 0) return sha256(new Uint8Array(0));
  if (leaves.length === 1) return leaves[0]!;
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return nodeHash(sha256, treeHash(leaves.slice(0, k)), treeHash(leaves.slice(k)));
}

/** Whether the test's own copy of the signing key's public half accepts the checkpoint. */
function signatureHolds(checkpoint: Checkpoint): boolean {
  const signed = canonicalJson({
    tree_size: checkpoint.tree_size,
    root_hash: hexOf(checkpoint.root_hash),
    signed_at: checkpoint.signed_at.toISOString(),
  });
  return verify(
    null,
    Buffer.from(signed, 'utf8'),
    createPublicKey(TEST_RECEIPT_SIGNING_KEY),
    Buffer.from(checkpoint.signature, 'base64'),
  );
}

async function checkpointNow(): Promise<Checkpoint> {
  return (await writeCheckpoint(db(), server.deps.config.receiptSigningKey, new Date()))!;
}

describe('appending', () => {
  it('makes each tracking update and handoff the next entry, stating its public facts', async () => {
    const first = await ledgerSize();
    const shipment = await crewShipment();

    const added = await bodyOf<{ timestamp: string }>(
      await addUpdate(shipment.id, { status: 'pending', location: 'New York, NY' }),
      201,
    );
    const pickup = handoffFields({ latitude: 40.712812345, longitude: -74.006016789 });
    const recorded = await bodyOf<RecordedHandoff>(
      await postHandoff(courier.client, shipment.id, handoffForm(pickup, signature)),
      201,
    );
    // A replay answers the first recording and appends nothing.
    await bodyOf(
      await postHandoff(courier.client, shipment.id, handoffForm(pickup, signature)),
      200,
    );
    const delivery = await bodyOf<RecordedHandoff>(
      await postHandoff(
        courier.client,
        shipment.id,
        handoffForm(handoffFields({ kind: 'delivery', signer_name: 'Rita Receiver' }), signature),
      ),
      201,
    );

    const rows = (await entries()).slice(first);
    expect(rows.map((row) => [row.seq, row.kind, row.shipment_id])).toEqual([
      [first, 'tracking_update', shipment.id],
      [first + 1, 'handoff', shipment.id],
      [first + 2, 'handoff', shipment.id],
    ]);
    const payloads = rows.map((row) => JSON.parse(row.payload_text));
    expect(payloads[0]).toEqual({
      kind: 'tracking_update',
      seq: first,
      shipment_id: shipment.id,
      recorded_at: rows[0]!.recorded_at.toISOString(),
      facts: {
        tracking_number: shipment.tracking_number,
        status: 'pending',
        location: 'New York, NY',
        time: new Date(added.timestamp).toISOString(),
      },
    });
    expect(payloads[1].facts).toEqual({
      tracking_number: shipment.tracking_number,
      status: 'picked_up',
      location: 'New York, NY',
      time: pickup.device_time,
      handoff_id: recorded.id,
      kind: 'pickup',
      seal_numbers: ['OTC-SEAL-1001', 'OTC-SEAL-1002'],
      seals_broken: false,
      signer_name: 'Ada Sender',
      latitude: 40.71281,
      longitude: -74.00602,
      accuracy_m: 8,
      device_time: pickup.device_time,
      received_at: new Date(recorded.received_at).toISOString(),
    });
    expect(payloads[2].facts).toMatchObject({
      handoff_id: delivery.id,
      kind: 'delivery',
      status: 'delivered',
      signer_name: 'Rita Receiver',
    });

    // Each stored hash is what the definitions give, from the payload text alone.
    const previous = first === 0 ? new Uint8Array(32) : (await entry(first - 1)).chain_hash;
    let chain = previous;
    for (const row of rows) {
      expect(row.payload_text).toBe(canonicalJson(JSON.parse(row.payload_text)));
      const leaf = sha256(new Uint8Array([0, ...utf8(row.payload_text)]));
      expect(hexOf(row.leaf_hash)).toBe(hexOf(leaf));
      chain = sha256(new Uint8Array([...chain, ...leaf]));
      expect(hexOf(row.chain_hash)).toBe(hexOf(chain));
    }
    // The seed's backfill signed the demo's history once (decision 074).
    expect(await verifyNow()).toEqual({ ok: true, size: first + 3, checkpoints: 1 });
  });

  it('gives 20 tracking updates sent at once consecutive entries, with no gap', async () => {
    const first = await ledgerSize();
    const shipments = await Promise.all(
      Array.from({ length: 20 }, () => insertShipment(server, { client_id: null })),
    );
    const answers = await Promise.all(
      shipments.map((shipment, i) => addUpdate(shipment.id, { location: `Hub ${i}` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));

    const rows = (await entries()).slice(first);
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    expect(new Set(rows.map((row) => row.shipment_id))).toEqual(
      new Set(shipments.map((shipment) => shipment.id)),
    );
    expect(await verifyNow()).toMatchObject({ ok: true, size: first + 20 });
  });

  it('lines up 20 appends in transactions of their own with no gap', async () => {
    // Nothing else in these transactions takes a lock: only the ledger's own keeps them in line.
    const first = await ledgerSize();
    const seqs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db().transaction((tx) =>
          appendToLedger(tx, { kind: 'vault_item_moved', facts: { to: `Bay ${i}` } }),
        ),
      ),
    );
    expect([...seqs].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => first + i),
    );
    expect(await verifyNow()).toMatchObject({ ok: true, size: first + 20 });
  });

  it('verifies one moment of the ledger while entries are appended', async () => {
    const first = await ledgerSize();
    const append = (i: number) =>
      db().transaction((tx) => appendToLedger(tx, { kind: 'item_released', facts: { during: i } }));
    const [verdict] = await Promise.all([
      verifyNow(),
      ...Array.from({ length: 40 }, (_, i) => append(i)),
    ]);
    expect(verdict).toMatchObject({ ok: true });
    if (verdict.ok) expect(verdict.size).toBeGreaterThanOrEqual(first);
    expect(await verifyNow()).toMatchObject({ ok: true, size: first + 40 });
  });

  it('appends nothing when its transaction rolls back, nor for a refused handoff', async () => {
    const size = await ledgerSize();
    const [nodesBefore] = await db().select({ value: count() }).from(ledgerNodes);
    await expect(
      db().transaction(async (tx) => {
        await appendToLedger(tx, { kind: 'tracking_update', facts: { note: 'never' } });
        throw new Error('the event failed after its entry');
      }),
    ).rejects.toThrow('the event failed after its entry');
    const shipment = await crewShipment();
    const refused = await postHandoff(
      courier.client,
      shipment.id,
      handoffForm(handoffFields({ kind: 'delivery' }), signature),
    );
    await errorOf(refused, 409);

    expect(await ledgerSize()).toBe(size);
    const [nodesAfter] = await db().select({ value: count() }).from(ledgerNodes);
    expect(nodesAfter!.value).toBe(nodesBefore!.value);
    const seq = await db().transaction((tx) =>
      appendToLedger(tx, { kind: 'tracking_update', facts: { note: 'kept' } }),
    );
    expect(seq).toBe(size);
    expect(await verifyNow()).toMatchObject({ ok: true, size: size + 1 });
  });
});

describe('checkpoints and proofs', () => {
  it('signs the root of every entry so far, once per size', async () => {
    await appendUpdates(2);
    const checkpoint = await checkpointNow();
    const rows = await entries();
    expect(checkpoint.tree_size).toBe(rows.length);
    expect(hexOf(checkpoint.root_hash)).toBe(hexOf(treeHash(rows.map((row) => row.leaf_hash))));
    expect(signatureHolds(checkpoint)).toBe(true);
    expect(signatureHolds({ ...checkpoint, tree_size: checkpoint.tree_size - 1 })).toBe(false);
    const spki = createPublicKey(TEST_RECEIPT_SIGNING_KEY).export({ type: 'spki', format: 'der' });
    expect(checkpoint.key_id).toBe(createHash('sha256').update(spki).digest('hex').slice(0, 16));

    const again = await writeCheckpoint(db(), server.deps.config.receiptSigningKey, new Date());
    expect(again).toEqual(checkpoint);
    expect(await latestCheckpoint(db())).toEqual(checkpoint);
    const [signed] = await db()
      .select({ value: count() })
      .from(ledgerCheckpoints)
      .where(eq(ledgerCheckpoints.tree_size, checkpoint.tree_size));
    expect(signed!.value).toBe(1);
  });

  it('proves an entry is in a checkpoint with RFC 9162 inclusion proofs', async () => {
    const checkpoint = (await latestCheckpoint(db()))!;
    const size = checkpoint.tree_size;
    for (const seq of [0, 1, Math.floor(size / 2), size - 2, size - 1]) {
      const proven = await proofFor(db(), seq, size);
      expect(proven.payload_text).toBe((await entry(seq)).payload_text);
      const leaf = leafHash(sha256, utf8(proven.payload_text));
      expect(verifyInclusion(sha256, seq, size, leaf, proven.proof, checkpoint.root_hash)).toBe(
        true,
      );
      const forged = leafHash(sha256, utf8(proven.payload_text.replace('"seq":', '"seq": ')));
      expect(verifyInclusion(sha256, seq, size, forged, proven.proof, checkpoint.root_hash)).toBe(
        false,
      );
    }
    await expect(proofFor(db(), size, size)).rejects.toThrow(RangeError);
    await expect(proofFor(db(), 0, size + 1000)).rejects.toThrow(RangeError);
  });

  it('proves a later checkpoint extends an earlier one', async () => {
    const earlier = (await latestCheckpoint(db()))!;
    await appendUpdates(3);
    const later = await checkpointNow();
    expect(later.tree_size).toBe(earlier.tree_size + 3);
    const proof = await consistencyProofBetween(db(), earlier.tree_size, later.tree_size);
    expect(
      verifyConsistency(
        sha256,
        earlier.tree_size,
        later.tree_size,
        earlier.root_hash,
        later.root_hash,
        proof,
      ),
    ).toBe(true);
    expect(
      verifyConsistency(
        sha256,
        earlier.tree_size - 1,
        later.tree_size,
        earlier.root_hash,
        later.root_hash,
        proof,
      ),
    ).toBe(false);
    const [all] = await db().select({ value: count() }).from(ledgerCheckpoints);
    expect(await verifyNow()).toEqual({ ok: true, size: later.tree_size, checkpoints: all!.value });
  });
});

describe('a changed ledger', () => {
  /** Makes a change, expects verification to name `seq` and `reason`, then undoes the change. */
  async function expectCaught(
    change: () => Promise<unknown>,
    undo: () => Promise<unknown>,
    seq: number,
    reason: string | RegExp,
  ) {
    expect(await verifyNow()).toMatchObject({ ok: true });
    await change();
    try {
      const verdict = await verifyNow();
      expect(verdict).toMatchObject({ ok: false, firstBroken: { seq } });
      if (verdict.ok) return;
      expect(verdict.firstBroken.reason).toMatch(reason);
    } finally {
      await undo();
    }
    expect(await verifyNow()).toMatchObject({ ok: true });
  }

  const setPayload = (seq: number, text: string) =>
    db().update(custodyLedger).set({ payload_text: text }).where(eq(custodyLedger.seq, seq));

  it('names an entry whose payload was changed', async () => {
    const seq = 5;
    const { payload_text: original } = await entry(seq);
    const changed = original.replace(/"location":"[^"]*"/, '"location":"Somewhere Else"');
    expect(changed).not.toBe(original);
    await expectCaught(
      () =>
        db().execute(sql`update custody_ledger set payload_text = ${changed} where seq = ${seq}`),
      () => setPayload(seq, original),
      seq,
      'its leaf hash does not match its payload',
    );
  });

  it('names an entry whose payload and leaf hash were changed together', async () => {
    const seq = 7;
    const original = await entry(seq);
    const changed = original.payload_text.replace('"status":"', '"status":"x');
    await expectCaught(
      () =>
        db()
          .update(custodyLedger)
          .set({ payload_text: changed, leaf_hash: leafHash(sha256, utf8(changed)) })
          .where(eq(custodyLedger.seq, seq)),
      () =>
        db()
          .update(custodyLedger)
          .set({ payload_text: original.payload_text, leaf_hash: original.leaf_hash })
          .where(eq(custodyLedger.seq, seq)),
      seq,
      'its chain hash does not follow from the entry before it',
    );
  });

  it('names an entry whose row says other than its payload', async () => {
    const seq = 3;
    const { shipment_id } = await entry(seq);
    const other = await insertShipment(server, { client_id: null });
    await expectCaught(
      () =>
        db().update(custodyLedger).set({ shipment_id: other.id }).where(eq(custodyLedger.seq, seq)),
      () => db().update(custodyLedger).set({ shipment_id }).where(eq(custodyLedger.seq, seq)),
      seq,
      "its shipment_id differs from its payload's",
    );
  });

  it('names the entry that completes a changed Merkle node', async () => {
    const where = sql`${ledgerNodes.level} = 2 and ${ledgerNodes.index} = 1`;
    const [node] = await db().select().from(ledgerNodes).where(where);
    const flipped = Uint8Array.from(node!.hash);
    flipped[0]! ^= 1;
    await expectCaught(
      () => db().update(ledgerNodes).set({ hash: flipped }).where(where),
      () => db().update(ledgerNodes).set({ hash: node!.hash }).where(where),
      7, // node (2, 1) holds entries 4 to 7
      'Merkle node (2, 1) differs from its entries',
    );
  });

  it('names a deleted entry, in the middle or at the end', async () => {
    const middle = await entry(10);
    await expectCaught(
      () => db().delete(custodyLedger).where(eq(custodyLedger.seq, 10)),
      () => db().insert(custodyLedger).values(middle),
      10,
      'the entry is missing',
    );

    // The newest entry, after the last checkpoint: its Merkle leaf still stands.
    await appendUpdates(1);
    const size = await ledgerSize();
    const last = await entry(size - 1);
    await expectCaught(
      () =>
        db()
          .delete(custodyLedger)
          .where(eq(custodyLedger.seq, size - 1)),
      () => db().insert(custodyLedger).values(last),
      size - 1,
      `the entry is missing: Merkle node (0, ${size - 1}) lies beyond the last entry`,
    );
  });

  it('names the last entry a checkpoint signs when its tail was rewritten consistently', async () => {
    // Everything an intruder without the key can recompute: payload, leaf, chain, nodes.
    await appendUpdates(1);
    const checkpoint = await checkpointNow();
    const seq = checkpoint.tree_size - 1;
    const original = await entry(seq);
    const before = await entry(seq - 1);
    const nodes = await db().select().from(ledgerNodes);
    const changed = original.payload_text.replace(/"location":"[^"]*"/, '"location":"Nowhere"');
    const leaf = leafHash(sha256, utf8(changed));
    const byKey = new Map(nodes.map((node) => [nodeKey(node.level, node.index), node.hash]));
    const rewritten = hashesCompletedByAppend(sha256, seq, leaf, nodeReaderFromMap(byKey));
    const nodeAt = (level: number, index: number) =>
      sql`${ledgerNodes.level} = ${level} and ${ledgerNodes.index} = ${index}`;
    await expectCaught(
      async () => {
        await db()
          .update(custodyLedger)
          .set({
            payload_text: changed,
            leaf_hash: leaf,
            chain_hash: sha256(new Uint8Array([...before.chain_hash, ...leaf])),
          })
          .where(eq(custodyLedger.seq, seq));
        for (const node of rewritten) {
          await db()
            .update(ledgerNodes)
            .set({ hash: node.hash })
            .where(nodeAt(node.level, node.index));
        }
      },
      async () => {
        await db().update(custodyLedger).set(original).where(eq(custodyLedger.seq, seq));
        for (const node of rewritten) {
          await db()
            .update(ledgerNodes)
            .set({ hash: byKey.get(nodeKey(node.level, node.index))! })
            .where(nodeAt(node.level, node.index));
        }
      },
      seq,
      `the checkpoint of ${checkpoint.tree_size} entries has another root hash`,
    );
  });

  it('names a checkpoint whose signature or root was changed', async () => {
    const checkpoint = (await latestCheckpoint(db()))!;
    const atSize = eq(ledgerCheckpoints.tree_size, checkpoint.tree_size);
    const otherSignature = Buffer.from(checkpoint.signature, 'base64');
    otherSignature[10]! ^= 1;
    await expectCaught(
      () =>
        db()
          .update(ledgerCheckpoints)
          .set({ signature: otherSignature.toString('base64') })
          .where(atSize),
      () => db().update(ledgerCheckpoints).set({ signature: checkpoint.signature }).where(atSize),
      checkpoint.tree_size - 1,
      `the checkpoint of ${checkpoint.tree_size} entries has a bad signature`,
    );
    await expectCaught(
      () =>
        db()
          .update(ledgerCheckpoints)
          .set({ root_hash: sha256(utf8('another tree')) })
          .where(atSize),
      () => db().update(ledgerCheckpoints).set({ root_hash: checkpoint.root_hash }).where(atSize),
      checkpoint.tree_size - 1,
      `the checkpoint of ${checkpoint.tree_size} entries has another root hash`,
    );
  });

  it('reads the ledger in batches, with the same verdicts', async () => {
    const size = await ledgerSize();
    for (const batchSize of [1, 3, 8]) {
      expect(await verifyLedger(db(), ledgerKeys(), { batchSize })).toMatchObject({
        ok: true,
        size,
      });
    }
    const original = await entry(9);
    await setPayload(9, original.payload_text.replace('"seq":9', '"seq":90'));
    try {
      expect(await verifyLedger(db(), ledgerKeys(), { batchSize: 4 })).toEqual({
        ok: false,
        firstBroken: { seq: 9, reason: 'its leaf hash does not match its payload' },
      });
    } finally {
      await setPayload(9, original.payload_text);
    }
  });
});
