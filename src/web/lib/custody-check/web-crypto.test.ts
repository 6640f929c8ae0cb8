import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LedgerCheckpoint, LedgerEntryProof, LedgerPublicKey } from '#shared/ledger';
import {
  checkCustodyRecord,
  CUSTODY_CHECK_MESSAGES,
  proofBundleOf,
  readProofBundle,
  type ProofBundle,
} from '#shared/ledger-bundle';
import {
  inclusionProof,
  leafHash,
  nodeHash,
  nodeKey,
  nodeReaderFromMap,
  rootFromNodes,
  type Hash,
} from '#shared/merkle-tree';
import { webDigest, webSignatureCheck } from './web-crypto';

// The bundle's check as a browser runs it, with Node's WebCrypto (the same API) standing in for
// the browser's; the ledger is built here with node:crypto, as the server builds it.
const sha256: Hash = (data) => new Uint8Array(createHash('sha256').update(data).digest());
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const key: LedgerPublicKey = {
    key_id: createHash('sha256').update(spki).digest('hex').slice(0, 16),
    algorithm: 'Ed25519',
    public_key: spki.toString('base64'),
    current: true,
  };
  return { privateKey, key };
}

const ours = keyPair();

/** A ledger of `size` entries, a checkpoint of it signed by `signer`, and proofs of `picked`. */
function ledger(size: number, picked: number[], signer = ours) {
  const payloads = Array.from({ length: size }, (_, seq) =>
    JSON.stringify({
      facts: {
        location: `Depot ${seq}`,
        status: 'in_transit',
        time: new Date(Date.UTC(2026, 10, 1, seq)).toISOString(),
        tracking_number: 'OTC2026000000001',
      },
      kind: 'tracking_update',
      seq,
    }),
  );
  const nodes = new Map<string, Uint8Array>();
  payloads.forEach((text, seq) =>
    nodes.set(nodeKey(0, seq), leafHash(sha256, new TextEncoder().encode(text))),
  );
  for (
    let level = 1, width = Math.floor(size / 2);
    width > 0;
    level++, width = Math.floor(width / 2)
  ) {
    for (let index = 0; index < width; index++) {
      const left = nodes.get(nodeKey(level - 1, 2 * index))!;
      const right = nodes.get(nodeKey(level - 1, 2 * index + 1))!;
      nodes.set(nodeKey(level, index), nodeHash(sha256, left, right));
    }
  }
  const read = nodeReaderFromMap(nodes);
  const signed = {
    root_hash: hex(rootFromNodes(sha256, size, read)),
    signed_at: '2026-11-02T10:00:00.000Z',
    tree_size: size,
  };
  const checkpoint: LedgerCheckpoint = {
    ...signed,
    key_id: signer.key.key_id,
    signature: sign(null, Buffer.from(JSON.stringify(signed)), signer.privateKey).toString(
      'base64',
    ),
  };
  const entries: LedgerEntryProof[] = picked.map((seq) => ({
    seq,
    kind: 'tracking_update',
    payload_text: payloads[seq]!,
    proof: inclusionProof(sha256, seq, size, read).map(hex),
  }));
  return { checkpoint, entries, keys: [signer.key] };
}

function bundle(size = 11, picked = [0, 4, 7, 10], signer = ours): ProofBundle {
  return proofBundleOf({
    subject: { type: 'shipment', id: 'OTC2026000000001' },
    ...ledger(size, picked, signer),
    createdAt: new Date('2026-11-02T11:00:00.000Z'),
  });
}

/** The check /verify runs: the bundle against our keys, as GET /api/ledger/keys gives them. */
function check(given: ProofBundle, trustedKeys: LedgerPublicKey[] = [ours.key]) {
  return checkCustodyRecord({
    ...given,
    trustedKeys,
    digest: webDigest,
    verifySignature: webSignatureCheck,
  });
}

describe("a custody proof bundle's check in the browser", () => {
  it('verifies every entry of a good bundle, read back from its saved text', async () => {
    const read = readProofBundle(JSON.stringify(bundle()));
    expect(read.ok).toBe(true);
    const result = await check((read as { bundle: ProofBundle }).bundle);
    expect(result.events.map((event) => [event.seq, event.result])).toEqual([
      [0, 'verified'],
      [4, 'verified'],
      [7, 'verified'],
      [10, 'verified'],
    ]);
    expect(result.events[1]).toMatchObject({
      event: 'In Transit, Depot 4',
      time: '2026-11-01T04:00:00.000Z',
    });
    expect([result.verified, result.pending, result.failed]).toEqual([4, 0, 0]);
  });

  it('verifies a bundle of one entry, the whole ledger, with an empty proof', async () => {
    expect((await check(bundle(1, [0]))).verified).toBe(1);
  });

  it('fails the entry whose payload has one character changed, and only that one', async () => {
    const tampered = bundle();
    tampered.entries[2]!.payload_text = tampered.entries[2]!.payload_text.replace(
      'Depot 7',
      'Depot 8',
    );
    const result = await check(tampered);
    expect(result.events.map((event) => event.result)).toEqual([
      'verified',
      'verified',
      'failed',
      'verified',
    ]);
    expect(result.events[2]).toMatchObject({
      seq: 7,
      event: 'In Transit, Depot 8',
      reason: "The entry's hash and proof do not lead to the checkpoint's root.",
    });
  });

  it('fails an entry whose proof has a changed hash', async () => {
    const tampered = bundle();
    const [first, ...rest] = tampered.entries[1]!.proof!;
    tampered.entries[1]!.proof = [
      `${first!.startsWith('0') ? '1' : '0'}${first!.slice(1)}`,
      ...rest,
    ];
    const result = await check(tampered);
    expect(result.events[1]).toMatchObject({
      seq: 4,
      result: 'failed',
      reason: "The entry's hash and proof do not lead to the checkpoint's root.",
    });
    expect(result.failed).toBe(1);
  });

  it('fails every entry when the checkpoint was changed after signing', async () => {
    const tampered = bundle();
    tampered.checkpoint.signed_at = '2026-11-02T10:00:01.000Z';
    const result = await check(tampered);
    expect(result.failed).toBe(4);
    expect(result.events[0]).toMatchObject({
      result: 'failed',
      reason: "The checkpoint's signature does not verify.",
    });
  });

  it('fails every entry of a bundle signed by a key that is not ours, even one the bundle brings', async () => {
    const stranger = keyPair();
    const foreign = bundle(11, [0, 4], stranger);
    const reason = CUSTODY_CHECK_MESSAGES.keyNotOurs(stranger.key.key_id);
    const result = await check(foreign);
    expect(result.events).toMatchObject([
      { result: 'failed', reason },
      { result: 'failed', reason },
    ]);
    // A stranger's key that claims our key id is not ours either.
    const impostor = bundle(11, [0], stranger);
    impostor.checkpoint.key_id = ours.key.key_id;
    impostor.keys = [{ ...stranger.key, key_id: ours.key.key_id }];
    expect((await check(impostor)).events[0]).toMatchObject({
      result: 'failed',
      reason: CUSTODY_CHECK_MESSAGES.keyNotOurs(ours.key.key_id),
    });
  });

  it('without our keys to compare (the portal), names an unknown key', async () => {
    const unknown = bundle();
    unknown.checkpoint.key_id = '0000000000000000';
    const result = await checkCustodyRecord({
      ...unknown,
      digest: webDigest,
      verifySignature: webSignatureCheck,
    });
    expect(result.events[0]).toMatchObject({
      result: 'failed',
      reason: 'The checkpoint names an unknown key (0000000000000000).',
    });
  });

  it('says an entry without a proof is pending, not failed', async () => {
    const later = bundle();
    later.entries[3]!.proof = null;
    const result = await check(later);
    expect(result.events[3]).toMatchObject({
      result: 'pending',
      reason: CUSTODY_CHECK_MESSAGES.pending,
    });
    expect([result.verified, result.pending, result.failed]).toEqual([3, 1, 0]);
  });

  it('reads only a bundle: not JSON, or JSON of another shape, says so', () => {
    expect(readProofBundle('{"format":')).toEqual({
      ok: false,
      reason: CUSTODY_CHECK_MESSAGES.notJson,
    });
    expect(readProofBundle(JSON.stringify({ ...bundle(), version: 2 }))).toEqual({
      ok: false,
      reason: CUSTODY_CHECK_MESSAGES.notABundle,
    });
  });
});
