import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  appendSiblingNodes,
  consistencyProof,
  consistencyProofNodes,
  emptyRoot,
  hashesCompletedByAppend,
  inclusionProof,
  inclusionProofNodes,
  leafHash,
  nodeHash,
  nodeKey,
  nodeReaderFromMap,
  nodesCompletedByAppend,
  rootFromNodes,
  rootNodes,
  verifyConsistency,
  verifyInclusion,
  type Hash,
  type NodeId,
  type NodeReader,
} from './merkle-tree';

const sha256: Hash = (data) => new Uint8Array(createHash('sha256').update(data).digest());

const fromHex = (hex: string): Uint8Array => new Uint8Array(Buffer.from(hex, 'hex'));
const toHex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
const allHex = (list: readonly Uint8Array[]): string[] => list.map(toHex);

/** A copy of `proof` with one bit of entry `entry`, byte `byte` flipped. */
function flipped(proof: readonly Uint8Array[], entry: number, byte = 0): Uint8Array[] {
  return proof.map((value, i) => {
    if (i !== entry) return value;
    const copy = Uint8Array.from(value);
    copy[byte]! ^= 0x08;
    return copy;
  });
}

/** A node store filled the way the server fills it: one append at a time. */
class TestLog {
  readonly nodes = new Map<string, Uint8Array>();
  size = 0;

  readonly get: NodeReader = nodeReaderFromMap(this.nodes);

  append(data: Uint8Array): void {
    const hash = leafHash(sha256, data);
    for (const node of hashesCompletedByAppend(sha256, this.size, hash, this.get)) {
      this.nodes.set(nodeKey(node.level, node.index), node.hash);
    }
    this.size += 1;
  }

  /** A reader that only knows the listed nodes, as if they had been read in one query. */
  only(ids: readonly NodeId[]): NodeReader {
    const subset = new Map<string, Uint8Array>();
    for (const { level, index } of ids) {
      subset.set(nodeKey(level, index), this.get(level, index));
    }
    return nodeReaderFromMap(subset);
  }
}

function logOf(leaves: readonly Uint8Array[]): TestLog {
  const log = new TestLog();
  for (const leaf of leaves) log.append(leaf);
  return log;
}

// -------------------------------------------------------------------------------------------------
// Known answers. Leaf inputs, node hashes and roots: transparency-dev/merkle testonly/constants.go
// (LeafInputs, NodeHashes, RootHashes). Proofs: transparency-dev/merkle proof/verify_test.go
// (inclusionProofs, consistencyProofs), which carries over the vectors of
// google/certificate-transparency-go and of the C++ google/certificate-transparency
// merkle_tree_test.cc. Those list inclusion proofs by 1-based leaf number; here they are 0-based.

const LEAF_INPUTS = [
  '',
  '00',
  '10',
  '2021',
  '3031',
  '40414243',
  '5051525354555657',
  '606162636465666768696a6b6c6d6e6f',
].map(fromHex);

const EMPTY_ROOT = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** NODE_HASHES[level][index]. */
const NODE_HASHES = [
  [
    '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
    '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
    '0298d122906dcfc10892cb53a73992fc5b9f493ea4c9badb27b791b4127a7fe7',
    '07506a85fd9dd2f120eb694f86011e5bb4662e5c415a62917033d4a9624487e7',
    'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    '4271a26be0d8a84f0bd54c8c302e7cb3a3b5d1fa6780a40bcce2873477dab658',
    'b08693ec2e721597130641e8211e7eedccb4c26413963eee6c1e2ed16ffb1a5f',
    '46f6ffadd3d06a09ff3c5860d2755c8b9819db7df44251788c7d8e3180de8eb1',
  ],
  [
    'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
    '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
    '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
    'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
  ],
  [
    'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
  ],
  ['5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328'],
];

/** ROOTS[size - 1]. */
const ROOTS = [
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];

const INCLUSION_PROOFS: { leafIndex: number; size: number; proof: string[] }[] = [
  { leafIndex: 0, size: 1, proof: [] },
  {
    leafIndex: 0,
    size: 8,
    proof: [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  },
  {
    leafIndex: 5,
    size: 8,
    proof: [
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
  {
    leafIndex: 2,
    size: 3,
    proof: ['fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125'],
  },
  {
    leafIndex: 1,
    size: 5,
    proof: [
      '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  },
];

const CONSISTENCY_PROOFS: { oldSize: number; newSize: number; proof: string[] }[] = [
  { oldSize: 1, newSize: 1, proof: [] },
  {
    oldSize: 1,
    newSize: 8,
    proof: [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  },
  {
    oldSize: 6,
    newSize: 8,
    proof: [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
  {
    oldSize: 2,
    newSize: 5,
    proof: [
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  },
  {
    oldSize: 6,
    newSize: 7,
    proof: [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'b08693ec2e721597130641e8211e7eedccb4c26413963eee6c1e2ed16ffb1a5f',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
];

/** Any 32 bytes that are no hash of this tree (the "sha256SomeHash" of verify_test.go). */
const SOME_HASH = fromHex('abacaba000000000000000000000000000000000000000000060061e00123456');

describe('Merkle tree, RFC 9162 known answers', () => {
  const log = logOf(LEAF_INPUTS);
  const root = (size: number) => fromHex(ROOTS[size - 1]!);

  it('hashes the empty tree to the hash of the empty string', () => {
    expect(toHex(emptyRoot(sha256))).toBe(EMPTY_ROOT);
    expect(toHex(rootFromNodes(sha256, 0, log.only([])))).toBe(EMPTY_ROOT);
    expect(rootNodes(0)).toEqual([]);
  });

  it('stores exactly the known perfect subtrees as the leaves are appended', () => {
    const expected = new Map(
      NODE_HASHES.flatMap((level, l) => level.map((hex, i) => [nodeKey(l, i), hex] as const)),
    );
    const actual = new Map([...log.nodes].map(([key, hash]) => [key, toHex(hash)] as const));
    expect(actual).toEqual(expected);
  });

  it('computes the known root of every size from 1 to 8', () => {
    for (let size = 1; size <= 8; size += 1) {
      const hash = rootFromNodes(sha256, size, log.only(rootNodes(size)));
      expect(toHex(hash), `size ${size}`).toBe(ROOTS[size - 1]);
    }
  });

  it('lists the compact range of a tree, largest subtree first', () => {
    // The CompactTrees of testonly/constants.go.
    const ids = (size: number) => rootNodes(size).map(({ level, index }) => [level, index]);
    expect(ids(1)).toEqual([[0, 0]]);
    expect(ids(3)).toEqual([
      [1, 0],
      [0, 2],
    ]);
    expect(ids(6)).toEqual([
      [2, 0],
      [1, 2],
    ]);
    expect(ids(7)).toEqual([
      [2, 0],
      [1, 2],
      [0, 6],
    ]);
    expect(ids(8)).toEqual([[3, 0]]);
  });

  it('builds and verifies the known inclusion proofs', () => {
    for (const { leafIndex, size, proof } of INCLUSION_PROOFS) {
      const label = `leaf ${leafIndex} of ${size}`;
      const built = inclusionProof(
        sha256,
        leafIndex,
        size,
        log.only(inclusionProofNodes(leafIndex, size)),
      );
      expect(allHex(built), label).toEqual(proof);
      const leaf = log.get(0, leafIndex);
      expect(verifyInclusion(sha256, leafIndex, size, leaf, built, root(size)), label).toBe(true);
    }
  });

  it('rejects the corrupted inclusion proofs of verify_test.go', () => {
    for (const { leafIndex, size, proof: hexProof } of INCLUSION_PROOFS) {
      const proof = hexProof.map(fromHex);
      const leaf = log.get(0, leafIndex);
      const r = root(size);
      const probes: [string, number, number, Uint8Array, Uint8Array[], Uint8Array][] = [
        ['leafIndex - 1', leafIndex - 1, size, leaf, proof, r],
        ['leafIndex + 1', leafIndex + 1, size, leaf, proof, r],
        ['leafIndex ^ 2', leafIndex ^ 2, size, leaf, proof, r],
        ['size * 2', leafIndex, size * 2, leaf, proof, r],
        ['size / 2', leafIndex, Math.floor(size / 2), leaf, proof, r],
        ['wrong leaf', leafIndex, size, new TextEncoder().encode('WrongLeaf'), proof, r],
        ['other leaf', leafIndex, size, SOME_HASH, proof, r],
        ['empty root', leafIndex, size, leaf, proof, fromHex(EMPTY_ROOT)],
        ['random root', leafIndex, size, leaf, proof, SOME_HASH],
        ['trailing garbage', leafIndex, size, leaf, [...proof, new Uint8Array(0)], r],
        ['trailing root', leafIndex, size, leaf, [...proof, r], r],
        ['preceding garbage', leafIndex, size, leaf, [new Uint8Array(0), ...proof], r],
        ['preceding root', leafIndex, size, leaf, [r, ...proof], r],
        ...proof.map((_, i): (typeof probes)[number] => [
          `flipped proof[${i}]`,
          leafIndex,
          size,
          leaf,
          flipped(proof, i),
          r,
        ]),
      ];
      if (proof.length > 0) {
        probes.push(['removed component', leafIndex, size, leaf, proof.slice(0, -1), r]);
      }
      if (proof.length > 1) {
        const inserted = [proof[0]!, SOME_HASH, ...proof.slice(1)];
        probes.push(['inserted component', leafIndex, size, leaf, inserted, r]);
      }
      for (const [label, index, treeSize, leafValue, wrongProof, rootValue] of probes) {
        expect(
          verifyInclusion(sha256, index, treeSize, leafValue, wrongProof, rootValue),
          `leaf ${leafIndex} of ${size}: ${label}`,
        ).toBe(false);
      }
    }
  });

  it('builds and verifies the known consistency proofs', () => {
    for (const { oldSize, newSize, proof } of CONSISTENCY_PROOFS) {
      const label = `${oldSize} to ${newSize}`;
      const ids = consistencyProofNodes(oldSize, newSize);
      const built = consistencyProof(sha256, oldSize, newSize, log.only(ids));
      expect(allHex(built), label).toEqual(proof);
      expect(
        verifyConsistency(sha256, oldSize, newSize, root(oldSize), root(newSize), built),
        label,
      ).toBe(true);
    }
  });

  it('rejects the corrupted consistency proofs of verify_test.go', () => {
    for (const { oldSize, newSize, proof: hexProof } of CONSISTENCY_PROOFS) {
      if (hexProof.length === 0) continue;
      const proof = hexProof.map(fromHex);
      const [r1, r2] = [root(oldSize), root(newSize)];
      const wrongRoot = new TextEncoder().encode('WrongRoot');
      const probes: [string, number, number, Uint8Array, Uint8Array, Uint8Array[]][] = [
        ['oldSize - 1', oldSize - 1, newSize, r1, r2, proof],
        ['oldSize + 1', oldSize + 1, newSize, r1, r2, proof],
        ['oldSize ^ 2', oldSize ^ 2, newSize, r1, r2, proof],
        ['newSize * 2', oldSize, newSize * 2, r1, r2, proof],
        ['newSize / 2', oldSize, Math.floor(newSize / 2), r1, r2, proof],
        ['wrong old root', oldSize, newSize, wrongRoot, r2, proof],
        ['wrong new root', oldSize, newSize, r1, wrongRoot, proof],
        ['random old root', oldSize, newSize, SOME_HASH, r2, proof],
        ['swapped roots', oldSize, newSize, r2, r1, proof],
        ['empty proof', oldSize, newSize, r1, r2, []],
        ['trailing garbage', oldSize, newSize, r1, r2, [...proof, new Uint8Array(0)]],
        ['trailing old root', oldSize, newSize, r1, r2, [...proof, r1]],
        ['trailing new root', oldSize, newSize, r1, r2, [...proof, r2]],
        ['preceding garbage', oldSize, newSize, r1, r2, [new Uint8Array(0), ...proof]],
        ['preceding old root', oldSize, newSize, r1, r2, [r1, ...proof]],
        ['preceding new root', oldSize, newSize, r1, r2, [r2, ...proof]],
        ['preceding proof[0]', oldSize, newSize, r1, r2, [proof[0]!, ...proof]],
        ['truncated proof', oldSize, newSize, r1, r2, proof.slice(0, -1)],
        ...proof.map((_, i): (typeof probes)[number] => [
          `flipped proof[${i}]`,
          oldSize,
          newSize,
          r1,
          r2,
          flipped(proof, i),
        ]),
      ];
      for (const [label, size1, size2, root1, root2, wrongProof] of probes) {
        expect(
          verifyConsistency(sha256, size1, size2, root1, root2, wrongProof),
          `${oldSize} to ${newSize}: ${label}`,
        ).toBe(false);
      }
    }
  });

  it('treats equal sizes as consistent only with equal roots and an empty proof', () => {
    const [r1, r2] = [root(1), root(2)];
    expect(verifyConsistency(sha256, 1, 1, r1, r1, [])).toBe(true);
    expect(verifyConsistency(sha256, 1, 1, r1, r2, [])).toBe(false);
    expect(verifyConsistency(sha256, 1, 1, r1, r1, [fromHex(EMPTY_ROOT)])).toBe(false);
    expect(verifyConsistency(sha256, 2, 1, r2, r1, [])).toBe(false);
    expect(verifyConsistency(sha256, 1, 2, r1, r2, [])).toBe(false);
    // The RFC defines no proof from the empty tree.
    expect(verifyConsistency(sha256, 0, 1, fromHex(EMPTY_ROOT), r1, [])).toBe(false);
    expect(verifyConsistency(sha256, 0, 0, fromHex(EMPTY_ROOT), fromHex(EMPTY_ROOT), [])).toBe(
      false,
    );
  });
});

// -------------------------------------------------------------------------------------------------
// Reference implementation, written straight from the recursive definitions of RFC 9162 section
// 2.1.1 (MTH), 2.1.3.1 (PATH) and 2.1.4.1 (PROOF, SUBPROOF), sharing no code with the module.

const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** The largest power of two smaller than n (n > 1). */
function largestPowerOfTwoBelow(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function MTH(D: readonly Uint8Array[]): Uint8Array {
  const n = D.length;
  if (n === 0) return sha256(new Uint8Array(0));
  if (n === 1) return sha256(concat(new Uint8Array([0]), D[0]!));
  const k = largestPowerOfTwoBelow(n);
  return sha256(concat(new Uint8Array([1]), memoMTH(D.slice(0, k)), memoMTH(D.slice(k))));
}

/** MTH remembered by first leaf and length, only to keep the test fast. */
const mthMemo = new Map<Uint8Array, Map<number, Uint8Array>>();
function memoMTH(D: readonly Uint8Array[]): Uint8Array {
  if (D.length === 0) return MTH(D);
  const byLength = mthMemo.get(D[0]!) ?? new Map<number, Uint8Array>();
  mthMemo.set(D[0]!, byLength);
  const known = byLength.get(D.length);
  if (known !== undefined) return known;
  const computed = MTH(D);
  byLength.set(D.length, computed);
  return computed;
}

function PATH(m: number, D: readonly Uint8Array[]): Uint8Array[] {
  const n = D.length;
  if (n === 1) return [];
  const k = largestPowerOfTwoBelow(n);
  if (m < k) return [...PATH(m, D.slice(0, k)), memoMTH(D.slice(k))];
  return [...PATH(m - k, D.slice(k)), memoMTH(D.slice(0, k))];
}

function SUBPROOF(m: number, D: readonly Uint8Array[], b: boolean): Uint8Array[] {
  const n = D.length;
  if (m === n) return b ? [] : [memoMTH(D)];
  const k = largestPowerOfTwoBelow(n);
  if (m <= k) return [...SUBPROOF(m, D.slice(0, k), b), memoMTH(D.slice(k))];
  return [...SUBPROOF(m - k, D.slice(k), false), memoMTH(D.slice(0, k))];
}

function PROOF(m: number, D: readonly Uint8Array[]): Uint8Array[] {
  return SUBPROOF(m, D, true);
}

/** Listed nodes must exist in a tree of that size and appear once. */
function expectValidNodeList(ids: readonly NodeId[], size: number, label: string): void {
  const keys = ids.map(({ level, index }) => nodeKey(level, index));
  const invalid = ids.filter(
    ({ level, index }) =>
      !Number.isSafeInteger(level) ||
      level < 0 ||
      !Number.isSafeInteger(index) ||
      index < 0 ||
      (index + 1) * 2 ** level > size,
  );
  expect({ invalid, duplicates: keys.length - new Set(keys).size }, label).toEqual({
    invalid: [],
    duplicates: 0,
  });
}

describe('Merkle tree against the RFC 9162 definitions, every size up to 70', () => {
  const MAX = 70;
  // Leaves up to 2 * MAX, so that a proof can be tried against the tree heads of larger trees.
  const allLeaves = Array.from({ length: 2 * MAX }, (_, i) =>
    i < LEAF_INPUTS.length ? LEAF_INPUTS[i]! : new TextEncoder().encode(`custody event ${i}`),
  );
  const leaves = allLeaves.slice(0, MAX);
  const log = logOf(leaves);
  const roots = [new Uint8Array(0), ...allLeaves.map((_, i) => MTH(allLeaves.slice(0, i + 1)))];
  const leafHashes = leaves.map((leaf) => MTH([leaf]));

  /** Other values near x in [low, high], and the ends: the likely mistakes of a client. */
  const others = (x: number, low: number, high: number): number[] =>
    [...new Set([low, x - 2, x - 1, x + 1, x + 2, Math.floor(x / 2), 2 * x, high])].filter(
      (other) => other !== x && other >= low && other <= high,
    );

  it('stores the hash of every perfect subtree, 2n - popcount(n) nodes for n leaves', () => {
    for (const [key, hash] of log.nodes) {
      const [level, index] = key.split(':').map(Number) as [number, number];
      const width = 2 ** level;
      expect(toHex(hash), key).toBe(toHex(MTH(leaves.slice(index * width, (index + 1) * width))));
    }
    const popcount = MAX.toString(2).replaceAll('0', '').length;
    expect(log.nodes.size).toBe(2 * MAX - popcount);
  });

  it('computes MTH of every size from its compact range', () => {
    expect(toHex(rootFromNodes(sha256, 0, log.only([])))).toBe(toHex(MTH([])));
    for (let size = 1; size <= MAX; size += 1) {
      const ids = rootNodes(size);
      expectValidNodeList(ids, size, `root of ${size}`);
      expect(toHex(rootFromNodes(sha256, size, log.only(ids))), `size ${size}`).toBe(
        toHex(roots[size]!),
      );
    }
  });

  it('builds PATH for every leaf of every size, and verifies only the right claims', () => {
    for (let size = 1; size <= MAX; size += 1) {
      for (let m = 0; m < size; m += 1) {
        const label = `leaf ${m} of ${size}`;
        const ids = inclusionProofNodes(m, size);
        expectValidNodeList(ids, size, label);
        const proof = inclusionProof(sha256, m, size, log.only(ids));
        expect(allHex(proof), label).toEqual(allHex(PATH(m, leaves.slice(0, size))));

        const leaf = leafHashes[m]!;
        const root = roots[size]!;
        expect(verifyInclusion(sha256, m, size, leaf, proof, root), label).toBe(true);

        const accepted: string[] = [];
        const wrongProofs: [string, Uint8Array[]][] = [
          ...proof.flatMap((_, i) => [
            [`flipped first byte of ${i}`, flipped(proof, i, 0)] as [string, Uint8Array[]],
            [`flipped last byte of ${i}`, flipped(proof, i, 31)] as [string, Uint8Array[]],
          ]),
          ['longer', [...proof, root]],
          ...(proof.length > 0
            ? ([
                ['without the first', proof.slice(1)],
                ['without the last', proof.slice(0, -1)],
              ] as [string, Uint8Array[]][])
            : []),
        ];
        for (const [what, wrong] of wrongProofs) {
          if (verifyInclusion(sha256, m, size, leaf, wrong, root)) accepted.push(what);
        }
        // Another index of the same tree, or another tree head: another size with its own root.
        // (With the same root, a wrong size can pass when both trees give the leaf the same path:
        // the RFC binds the size to the proof only through the root.)
        for (const other of [...others(m, 0, size - 1), size]) {
          if (verifyInclusion(sha256, other, size, leaf, proof, root)) accepted.push(`as ${other}`);
        }
        for (const other of others(size, m + 1, 2 * MAX)) {
          if (verifyInclusion(sha256, m, other, leaf, proof, roots[other]!)) {
            accepted.push(`in ${other}`);
          }
        }
        expect(accepted, label).toEqual([]);
        // Another leaf of the same tree.
        const otherLeaf = leafHashes[(m + 1) % size]!;
        if (size > 1) expect(verifyInclusion(sha256, m, size, otherLeaf, proof, root)).toBe(false);
      }
    }
  });

  it('builds PROOF for every pair of sizes, and verifies only the right claims', () => {
    for (let newSize = 1; newSize <= MAX; newSize += 1) {
      for (let oldSize = 1; oldSize <= newSize; oldSize += 1) {
        const label = `${oldSize} to ${newSize}`;
        const ids = consistencyProofNodes(oldSize, newSize);
        expectValidNodeList(ids, newSize, label);
        const proof = consistencyProof(sha256, oldSize, newSize, log.only(ids));
        expect(allHex(proof), label).toEqual(allHex(PROOF(oldSize, leaves.slice(0, newSize))));

        const [oldRoot, newRoot] = [roots[oldSize]!, roots[newSize]!];
        expect(verifyConsistency(sha256, oldSize, newSize, oldRoot, newRoot, proof), label).toBe(
          true,
        );

        const accepted: string[] = [];
        const wrongProofs: [string, Uint8Array[]][] = [
          ...proof.flatMap((_, i) => [
            [`flipped first byte of ${i}`, flipped(proof, i, 0)] as [string, Uint8Array[]],
            [`flipped last byte of ${i}`, flipped(proof, i, 31)] as [string, Uint8Array[]],
          ]),
          ['longer', [...proof, newRoot]],
          ...(proof.length > 0
            ? ([['without the last', proof.slice(0, -1)]] as [string, Uint8Array[]][])
            : []),
        ];
        for (const [what, wrong] of wrongProofs) {
          if (verifyConsistency(sha256, oldSize, newSize, oldRoot, newRoot, wrong)) {
            accepted.push(what);
          }
        }
        if (oldSize < newSize) {
          if (verifyConsistency(sha256, oldSize, newSize, newRoot, oldRoot, proof)) {
            accepted.push('swapped roots');
          }
        }
        // Another old tree head, or another new tree head, each with its own root.
        for (const other of [0, ...others(oldSize, 1, newSize + 1)]) {
          if (verifyConsistency(sha256, other, newSize, roots[other]!, newRoot, proof)) {
            accepted.push(`from ${other}`);
          }
        }
        for (const other of others(newSize, Math.max(1, oldSize - 1), 2 * MAX)) {
          if (verifyConsistency(sha256, oldSize, other, oldRoot, roots[other]!, proof)) {
            accepted.push(`to ${other}`);
          }
        }
        expect(accepted, label).toEqual([]);
      }
    }
  });
});

// -------------------------------------------------------------------------------------------------

describe('Merkle tree appends', () => {
  const ids = (list: readonly NodeId[]) => list.map(({ level, index }) => [level, index]);

  it('lists the perfect subtrees an append completes, lowest first', () => {
    expect(ids(nodesCompletedByAppend(0))).toEqual([[0, 0]]);
    expect(ids(nodesCompletedByAppend(1))).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(ids(nodesCompletedByAppend(2))).toEqual([[0, 2]]);
    expect(ids(nodesCompletedByAppend(3))).toEqual([
      [0, 3],
      [1, 1],
      [2, 0],
    ]);
    expect(ids(nodesCompletedByAppend(11))).toEqual([
      [0, 11],
      [1, 5],
      [2, 2],
    ]);
    expect(ids(appendSiblingNodes(3))).toEqual([
      [0, 2],
      [1, 0],
    ]);
    expect(appendSiblingNodes(4)).toEqual([]);
  });

  it('completes two nodes per append on average', () => {
    let total = 0;
    for (let leaf = 0; leaf < 1024; leaf += 1) total += nodesCompletedByAppend(leaf).length;
    expect(total).toBe(2047);
  });

  it('reads only the listed siblings', () => {
    const log = logOf(Array.from({ length: 64 }, (_, i) => new Uint8Array([i])));
    for (let leaf = 0; leaf < 64; leaf += 1) {
      const reader = log.only(appendSiblingNodes(leaf));
      const completed = hashesCompletedByAppend(sha256, leaf, log.get(0, leaf), reader);
      expect(ids(completed)).toEqual(ids(nodesCompletedByAppend(leaf)));
      for (const node of completed) {
        expect(toHex(node.hash)).toBe(toHex(log.get(node.level, node.index)));
      }
    }
  });

  it('reports a node missing from a reader', () => {
    expect(() => nodeReaderFromMap(new Map())(2, 5)).toThrow('Merkle node 2:5 is missing');
  });
});

// -------------------------------------------------------------------------------------------------
// Sizes up to 2^53 - 1, past the 32 bits of JavaScript's bitwise operators. A tree of identical
// leaves is cheap to hash at any size: its perfect subtree of level l has one hash, PERFECT[l].

describe('Merkle tree at sizes beyond 2^32', () => {
  const PERFECT: Uint8Array[] = [leafHash(sha256, new TextEncoder().encode('same'))];
  for (let level = 1; level <= 53; level += 1) {
    PERFECT.push(nodeHash(sha256, PERFECT[level - 1]!, PERFECT[level - 1]!));
  }
  const get: NodeReader = (level) => PERFECT[level]!;

  /** MTH of n identical leaves, from the RFC's recursion. */
  function sameLeavesRoot(n: number): Uint8Array {
    let level = 0;
    while (2 ** (level + 1) <= n) level += 1;
    if (2 ** level === n) return PERFECT[level]!;
    const k = largestPowerOfTwoBelow(n);
    return nodeHash(sha256, PERFECT[Math.log2(k)]!, sameLeavesRoot(n - k));
  }

  const SIZES = [2 ** 32 + 1, 2 ** 40 + 12_345, 2 ** 52, Number.MAX_SAFE_INTEGER];

  it('computes roots and proofs that verify', () => {
    for (const size of SIZES) {
      const root = rootFromNodes(sha256, size, get);
      expect(toHex(root), `size ${size}`).toBe(toHex(sameLeavesRoot(size)));
      expectValidNodeList(rootNodes(size), size, `root of ${size}`);
      for (const m of [0, 2 ** 31 + 3, 2 ** 32 + 5, size - 2, size - 1].filter((m) => m < size)) {
        const label = `leaf ${m} of ${size}`;
        expectValidNodeList(inclusionProofNodes(m, size), size, label);
        const proof = inclusionProof(sha256, m, size, get);
        expect(verifyInclusion(sha256, m, size, PERFECT[0]!, proof, root), label).toBe(true);
        expect(verifyInclusion(sha256, m, size, PERFECT[0]!, flipped(proof, 0), root)).toBe(false);
        expect(verifyInclusion(sha256, m, size, PERFECT[0]!, proof.slice(1), root)).toBe(false);
      }
      for (const oldSize of [1, 2 ** 31 + 7, 2 ** 32, 2 ** 33 - 1, size - 1].filter(
        (n) => n < size,
      )) {
        const label = `${oldSize} to ${size}`;
        expectValidNodeList(consistencyProofNodes(oldSize, size), size, label);
        const proof = consistencyProof(sha256, oldSize, size, get);
        const oldRoot = sameLeavesRoot(oldSize);
        expect(verifyConsistency(sha256, oldSize, size, oldRoot, root, proof), label).toBe(true);
        const wrong = flipped(proof, proof.length - 1);
        expect(verifyConsistency(sha256, oldSize, size, oldRoot, root, wrong)).toBe(false);
      }
    }
  });

  it('lists the completed nodes of an append beyond 2^32', () => {
    const completed = nodesCompletedByAppend(2 ** 40 - 1);
    expect(completed).toHaveLength(41);
    expect(completed.at(-1)).toEqual({ level: 40, index: 0 });
  });
});

describe('Merkle tree inputs out of range', () => {
  const leaf = leafHash(sha256, new Uint8Array(0));
  const get: NodeReader = () => leaf;

  it('refuses to build what the RFC does not define', () => {
    expect(() => inclusionProof(sha256, 3, 3, get)).toThrow(RangeError);
    expect(() => inclusionProofNodes(0, 0)).toThrow(RangeError);
    expect(() => inclusionProofNodes(-1, 4)).toThrow(RangeError);
    expect(() => inclusionProofNodes(1.5, 4)).toThrow(RangeError);
    expect(() => consistencyProof(sha256, 0, 3, get)).toThrow(RangeError);
    expect(() => consistencyProofNodes(4, 3)).toThrow(RangeError);
    expect(() => rootNodes(2 ** 53)).toThrow(RangeError);
    expect(() => rootNodes(Number.NaN)).toThrow(RangeError);
    expect(() => nodesCompletedByAppend(-1)).toThrow(RangeError);
  });

  it('rejects nonsense in the verifiers without throwing', () => {
    const sizes = [-1, 0, 1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53];
    for (const a of sizes) {
      for (const b of sizes) {
        if (a === 0 && b === 1) continue; // leaf 0 of 1 with an empty proof: the leaf is the root
        if (a === 1 && b === 1) continue; // equal sizes with equal roots: consistent
        expect(verifyInclusion(sha256, a, b, leaf, [], leaf), `inclusion ${a} ${b}`).toBe(false);
        expect(verifyConsistency(sha256, a, b, leaf, leaf, []), `consistency ${a} ${b}`).toBe(
          false,
        );
        expect(verifyConsistency(sha256, a, b, leaf, leaf, [leaf]), `consistency ${a} ${b}`).toBe(
          false,
        );
      }
    }
    expect(verifyInclusion(sha256, 0, 1, leaf, [], leaf)).toBe(true);
    // Hashes of the wrong size, even when they are equal (TestVerifyInclusionSingleEntry).
    const empty = new Uint8Array(0);
    expect(verifyInclusion(sha256, 0, 1, empty, [], empty)).toBe(false);
    expect(verifyInclusion(sha256, 0, 1, leaf, [], empty)).toBe(false);
    expect(verifyConsistency(sha256, 1, 1, empty, empty, [])).toBe(false);
    const notAnArray = 'proof' as unknown as Uint8Array[];
    expect(verifyInclusion(sha256, 0, 2, leaf, notAnArray, leaf)).toBe(false);
    expect(verifyConsistency(sha256, 1, 2, leaf, leaf, notAnArray)).toBe(false);
  });
});
