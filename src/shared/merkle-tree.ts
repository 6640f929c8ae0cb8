/**
 * Merkle tree of the custody ledger, exactly as RFC 9162 (Certificate Transparency v2) section 2.1
 * defines it: the tree hash MTH, inclusion proofs PATH and consistency proofs PROOF, and their
 * verifiers.
 *
 * Pure and dependency-free, so that the browser can verify what the server proves: the hash function
 * is passed in (SHA-256 from node:crypto on the server, a synchronous SHA-256 in the browser).
 *
 * Storage model: only the hashes of *perfect* subtrees are stored. Node (level, index) is the hash of
 * the 2^level leaves that start at leaf index * 2^level; level 0 holds the leaf hashes. Every
 * subtree of the RFC's (unbalanced) tree is either such a perfect subtree or lies on the right edge,
 * and a right-edge subtree's hash is folded from a few perfect ones. So each computation comes in two
 * halves: `...Nodes` lists the (level, index) pairs it needs, so that the caller can read them in one
 * query, and the function of the same name computes from a `NodeReader` over what was read.
 *
 * Sizes and indexes are plain numbers, exact up to 2^53. JavaScript's bitwise operators work on 32
 * bits, so this module halves and tests bits with arithmetic instead.
 */

/** A hash function, such as SHA-256; the RFC calls it HASH. */
export type Hash = (data: Uint8Array) => Uint8Array;

/** A perfect subtree: the 2^level leaves starting at leaf index * 2^level. */
export interface NodeId {
  readonly level: number;
  readonly index: number;
}

/** A perfect subtree with its hash, as the server stores it. */
export interface StoredNode extends NodeId {
  readonly hash: Uint8Array;
}

/** Returns the stored hash of a perfect subtree (it must exist: throw if it does not). */
export type NodeReader = (level: number, index: number) => Uint8Array;

// RFC 9162 section 2.1.1: leaves and interior nodes hash with different prefixes, so that a leaf
// can never pass for an interior node (second preimage resistance).
const LEAF_PREFIX = 0x00;
const NODE_PREFIX = 0x01;

/** RFC 9162 section 2.1.1: MTH({d(0)}) = HASH(0x00 || d(0)). */
export function leafHash(hash: Hash, leafData: Uint8Array): Uint8Array {
  const input = new Uint8Array(1 + leafData.length);
  input[0] = LEAF_PREFIX;
  input.set(leafData, 1);
  return hash(input);
}

/** RFC 9162 section 2.1.1: HASH(0x01 || MTH(left) || MTH(right)). */
export function nodeHash(hash: Hash, left: Uint8Array, right: Uint8Array): Uint8Array {
  const input = new Uint8Array(1 + left.length + right.length);
  input[0] = NODE_PREFIX;
  input.set(left, 1);
  input.set(right, 1 + left.length);
  return hash(input);
}

/** RFC 9162 section 2.1.1: the hash of an empty list is the hash of an empty string. */
export function emptyRoot(hash: Hash): Uint8Array {
  return hash(new Uint8Array(0));
}

/** The key of a node in a Map: `${level}:${index}`. */
export function nodeKey(level: number, index: number): string {
  return `${level}:${index}`;
}

/** A NodeReader over nodes already read (for example by one query for the listed nodes). */
export function nodeReaderFromMap(nodes: ReadonlyMap<string, Uint8Array>): NodeReader {
  return (level, index) => {
    const found = nodes.get(nodeKey(level, index));
    if (found === undefined) throw new Error(`Merkle node ${nodeKey(level, index)} is missing`);
    return found;
  };
}

// ---------------------------------------------------------------------------------------------
// Arithmetic on sizes up to 2^53 (no 32-bit bitwise operators).

function isOdd(n: number): boolean {
  return n % 2 === 1;
}

function half(n: number): number {
  return Math.floor(n / 2);
}

function isPowerOfTwo(n: number): boolean {
  let m = n;
  while (m > 1 && !isOdd(m)) m /= 2;
  return m === 1;
}

/** RFC 9162 section 2.1.1: k, the largest power of two smaller than n (n > 1). */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** The largest power of two at most n (n >= 1), with its exponent. */
function largestPerfect(n: number): { level: number; width: number } {
  let level = 0;
  let width = 1;
  while (width * 2 <= n) {
    width *= 2;
    level += 1;
  }
  return { level, width };
}

function isCount(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0;
}

function requireCount(name: string, n: number): void {
  if (!isCount(n)) throw new RangeError(`${name} must be a safe non-negative integer, got ${n}`);
}

// ---------------------------------------------------------------------------------------------
// Subtrees of the RFC's tree as leaf ranges.

/** The leaves [start, end) of a subtree that the RFC's recursion visits. */
interface Range {
  readonly start: number;
  readonly end: number;
}

/**
 * The perfect subtrees that make up the RFC subtree D[start:end], left to right.
 *
 * The RFC's recursion only ever visits ranges whose start is a multiple of a power of two at least
 * as large as the range, so MTH(D[start:end]) splits off a perfect subtree of the largest power of
 * two below its size, then recurses on the rest (RFC 9162 section 2.1.1): the perfect subtrees are
 * the binary digits of the size, largest first.
 */
function rangeNodes(range: Range): NodeId[] {
  const nodes: NodeId[] = [];
  let start = range.start;
  while (start < range.end) {
    const { level, width } = largestPerfect(range.end - start);
    nodes.push({ level, index: start / width });
    start += width;
  }
  return nodes;
}

/**
 * MTH(D[start:end]) from its perfect subtrees: RFC 9162 section 2.1.1 hashes the left perfect
 * subtree with the hash of everything to its right, so the fold runs right to left.
 */
function rangeHash(hash: Hash, range: Range, get: NodeReader): Uint8Array {
  const nodes = rangeNodes(range);
  const last = nodes.at(-1);
  if (last === undefined) return emptyRoot(hash);
  let result = get(last.level, last.index);
  for (let i = nodes.length - 2; i >= 0; i -= 1) {
    const node = nodes[i]!;
    result = nodeHash(hash, get(node.level, node.index), result);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Tree head.

/** The perfect subtrees that make up a tree of `size` leaves, left to right (its compact range). */
export function rootNodes(size: number): NodeId[] {
  requireCount('size', size);
  return rangeNodes({ start: 0, end: size });
}

/** RFC 9162 section 2.1.1: MTH(D[0:size]), the root of a tree of `size` leaves. */
export function rootFromNodes(hash: Hash, size: number, get: NodeReader): Uint8Array {
  requireCount('size', size);
  return rangeHash(hash, { start: 0, end: size }, get);
}

// ---------------------------------------------------------------------------------------------
// Inclusion proofs, RFC 9162 section 2.1.3.1.

/**
 * The subtrees whose hashes make up PATH(m, D[0:n]), in proof order (nearest the leaf first).
 *
 * RFC 9162 section 2.1.3.1, with k the largest power of two smaller than n:
 *   PATH(m, D[n]) = PATH(m, D[0:k]) : MTH(D[k:n])   for m < k
 *   PATH(m, D[n]) = PATH(m - k, D[k:n]) : MTH(D[0:k])   for m >= k
 * Descending from the root collects the siblings outermost first; the proof lists them innermost
 * first.
 */
function inclusionRanges(leafIndex: number, size: number): Range[] {
  requireCount('leafIndex', leafIndex);
  requireCount('size', size);
  if (leafIndex >= size) {
    throw new RangeError(`leafIndex ${leafIndex} is not in a tree of ${size} leaves`);
  }
  const siblings: Range[] = [];
  let start = 0;
  let end = size;
  while (end - start > 1) {
    const middle = start + splitPoint(end - start);
    if (leafIndex < middle) {
      siblings.push({ start: middle, end });
      end = middle;
    } else {
      siblings.push({ start, end: middle });
      start = middle;
    }
  }
  return siblings.reverse();
}

/** The perfect subtrees needed to build the inclusion proof of a leaf in a tree of `size`. */
export function inclusionProofNodes(leafIndex: number, size: number): NodeId[] {
  return inclusionRanges(leafIndex, size).flatMap(rangeNodes);
}

/** RFC 9162 section 2.1.3.1: PATH(leafIndex, D[0:size]). */
export function inclusionProof(
  hash: Hash,
  leafIndex: number,
  size: number,
  get: NodeReader,
): Uint8Array[] {
  return inclusionRanges(leafIndex, size).map((range) => rangeHash(hash, range, get));
}

// ---------------------------------------------------------------------------------------------
// Consistency proofs, RFC 9162 section 2.1.4.1.

/**
 * The subtrees whose hashes make up PROOF(m, D[0:n]) = SUBPROOF(m, D[0:n], true), in proof order.
 *
 * RFC 9162 section 2.1.4.1, with k the largest power of two smaller than n:
 *   SUBPROOF(m, D[m], true) = {}
 *   SUBPROOF(m, D[m], false) = {MTH(D[m])}
 *   SUBPROOF(m, D[n], b) = SUBPROOF(m, D[0:k], b) : MTH(D[k:n])   for m <= k
 *   SUBPROOF(m, D[n], b) = SUBPROOF(m - k, D[k:n], false) : MTH(D[0:k])   for m > k
 * Like PATH, the descent collects the appended subtrees outermost first.
 */
function consistencyRanges(oldSize: number, newSize: number): Range[] {
  requireCount('oldSize', oldSize);
  requireCount('newSize', newSize);
  // The RFC defines PROOF for 0 < m <= n (m = n being SUBPROOF's empty base case).
  if (oldSize < 1 || oldSize > newSize) {
    throw new RangeError(`no consistency proof from ${oldSize} to ${newSize} leaves`);
  }
  const appended: Range[] = [];
  let start = 0;
  let end = newSize;
  let startFromOldRoot = true; // the RFC's b
  while (oldSize < end) {
    const middle = start + splitPoint(end - start);
    if (oldSize <= middle) {
      appended.push({ start: middle, end });
      end = middle;
    } else {
      appended.push({ start, end: middle });
      start = middle;
      startFromOldRoot = false;
    }
  }
  const base: Range[] = startFromOldRoot ? [] : [{ start, end }];
  return [...base, ...appended.reverse()];
}

/** The perfect subtrees needed to build the consistency proof from `oldSize` to `newSize`. */
export function consistencyProofNodes(oldSize: number, newSize: number): NodeId[] {
  return consistencyRanges(oldSize, newSize).flatMap(rangeNodes);
}

/** RFC 9162 section 2.1.4.1: PROOF(oldSize, D[0:newSize]); empty when the sizes are equal. */
export function consistencyProof(
  hash: Hash,
  oldSize: number,
  newSize: number,
  get: NodeReader,
): Uint8Array[] {
  return consistencyRanges(oldSize, newSize).map((range) => rangeHash(hash, range, get));
}

// ---------------------------------------------------------------------------------------------
// Verifiers: they return false for anything malformed and never throw.

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Whether every hash has the hash function's output size. Not a step of the RFC, but without it an
 * empty "leaf hash" would prove itself in a tree of one leaf whose "root" is empty.
 */
function allHashSized(hash: Hash, values: readonly Uint8Array[]): boolean {
  const size = hashSize(hash);
  return values.every((value) => value instanceof Uint8Array && value.length === size);
}

const hashSizes = new WeakMap<Hash, number>();

/** The output size of a hash function, learnt once per function. */
function hashSize(hash: Hash): number {
  let size = hashSizes.get(hash);
  if (size === undefined) {
    size = emptyRoot(hash).length;
    hashSizes.set(hash, size);
  }
  return size;
}

/**
 * RFC 9162 section 2.1.3.2: whether `proof` proves that the leaf with hash `leafHash` is leaf number
 * `leafIndex` of the tree of `size` leaves whose root is `root`.
 */
export function verifyInclusion(
  hash: Hash,
  leafIndex: number,
  size: number,
  leafHash: Uint8Array,
  proof: readonly Uint8Array[],
  root: Uint8Array,
): boolean {
  if (!isCount(leafIndex) || !isCount(size) || !Array.isArray(proof)) return false;
  if (!allHashSized(hash, [leafHash, root, ...proof])) return false;
  // 1. leaf_index must be smaller than tree_size.
  if (leafIndex >= size) return false;
  // 2. fn = leaf_index, sn = tree_size - 1.
  let fn = leafIndex;
  let sn = size - 1;
  // 3. r = hash.
  let r = leafHash;
  // 4. For each p in the inclusion proof:
  for (const p of proof) {
    // a. A proof longer than the path to the root fails.
    if (sn === 0) return false;
    // b. The sibling is on the left when fn is a right child or the last node of its level.
    if (isOdd(fn) || fn === sn) {
      r = nodeHash(hash, p, r);
      // A last node that is a left child has no sibling on this level: climb to where it has one.
      while (!isOdd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      r = nodeHash(hash, r, p);
    }
    // c. Up one level.
    fn = half(fn);
    sn = half(sn);
  }
  // 5. The proof must reach the root, and the root must match.
  return sn === 0 && bytesEqual(r, root);
}

/**
 * RFC 9162 section 2.1.4.2: whether `proof` proves that the tree of `newSize` leaves with root
 * `newRoot` extends the tree of `oldSize` leaves with root `oldRoot`.
 *
 * The RFC's algorithm is for 0 < oldSize < newSize. Equal sizes are consistent when the roots are
 * equal and the proof is empty, which is what consistencyProof returns for them (SUBPROOF's base
 * case). An old size of 0 is rejected: the RFC defines no proof from the empty tree.
 */
export function verifyConsistency(
  hash: Hash,
  oldSize: number,
  newSize: number,
  oldRoot: Uint8Array,
  newRoot: Uint8Array,
  proof: readonly Uint8Array[],
): boolean {
  if (!isCount(oldSize) || !isCount(newSize) || !Array.isArray(proof)) return false;
  if (!allHashSized(hash, [oldRoot, newRoot, ...proof])) return false;
  if (oldSize < 1 || oldSize > newSize) return false;
  if (oldSize === newSize) return proof.length === 0 && bytesEqual(oldRoot, newRoot);
  // 1. An empty proof fails.
  if (proof.length === 0) return false;
  // 2. When the old tree is perfect, its root is a node of the new tree that the proof leaves out.
  const path = isPowerOfTwo(oldSize) ? [oldRoot, ...proof] : [...proof];
  // 3. fn = first - 1, sn = second - 1.
  let fn = oldSize - 1;
  let sn = newSize - 1;
  // 4. Climb to the largest perfect subtree that ends the old tree.
  while (isOdd(fn)) {
    fn = half(fn);
    sn = half(sn);
  }
  // 5. fr and sr start from that subtree's hash.
  let fr = path[0]!;
  let sr = path[0]!;
  // 6. For each subsequent c:
  for (const c of path.slice(1)) {
    // a. A proof longer than the path to the root fails.
    if (sn === 0) return false;
    // b. A sibling on the left belongs to both trees; one on the right only to the new tree.
    if (isOdd(fn) || fn === sn) {
      fr = nodeHash(hash, c, fr);
      sr = nodeHash(hash, c, sr);
      while (!isOdd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      sr = nodeHash(hash, sr, c);
    }
    // c. Up one level.
    fn = half(fn);
    sn = half(sn);
  }
  // 7. Both roots must match and the proof must reach the new root.
  return sn === 0 && bytesEqual(fr, oldRoot) && bytesEqual(sr, newRoot);
}

// ---------------------------------------------------------------------------------------------
// Appending leaves.

/**
 * The perfect subtrees that appending leaf number `leafIndex` (0-based) completes, lowest first: the
 * leaf itself at level 0, then each parent for as long as the node just completed is a right child.
 * Appending leaf 3 completes (0,3), (1,1) and (2,0). On average an append completes two nodes.
 */
export function nodesCompletedByAppend(leafIndex: number): NodeId[] {
  requireCount('leafIndex', leafIndex);
  const nodes: NodeId[] = [{ level: 0, index: leafIndex }];
  let level = 0;
  let index = leafIndex;
  while (isOdd(index)) {
    level += 1;
    index = half(index);
    nodes.push({ level, index });
  }
  return nodes;
}

/**
 * The stored nodes that hashesCompletedByAppend reads: the left sibling of every node below the top
 * one that the append completes.
 */
export function appendSiblingNodes(leafIndex: number): NodeId[] {
  return nodesCompletedByAppend(leafIndex)
    .slice(0, -1)
    .map(({ level, index }) => ({ level, index: index - 1 }));
}

/**
 * The hashes of the perfect subtrees that appending leaf number `leafIndex`, whose leaf hash is
 * `leafHashValue`, completes; `get` reads the left siblings listed by appendSiblingNodes (earlier
 * leaves' nodes, already stored). Store every returned node.
 */
export function hashesCompletedByAppend(
  hash: Hash,
  leafIndex: number,
  leafHashValue: Uint8Array,
  get: NodeReader,
): StoredNode[] {
  const [leaf, ...parents] = nodesCompletedByAppend(leafIndex);
  const stored: StoredNode[] = [{ ...leaf!, hash: leafHashValue }];
  let right = leafHashValue;
  for (const parent of parents) {
    // The node just completed is the right child; its left sibling was completed earlier.
    right = nodeHash(hash, get(parent.level - 1, parent.index * 2), right);
    stored.push({ ...parent, hash: right });
  }
  return stored;
}
