import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import type { Hash } from '#shared/merkle-tree';

/** SHA-256, the ledger's hash for leaves, nodes and the chain (decision 073). */
export const sha256: Hash = (data) => createHash('sha256').update(data).digest();

/** What the chain starts from: the "previous chain hash" of entry 0. */
export const CHAIN_START = new Uint8Array(32);

/** The chain hash of an entry: SHA-256(previous chain hash || leaf hash). */
export function chainHash(previous: Uint8Array, leaf: Uint8Array): Uint8Array {
  return createHash('sha256').update(previous).update(leaf).digest();
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.compare(a, b) === 0;
}

export function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

/** A short name for a key: the first 16 hex digits of the SHA-256 of its public key's SPKI DER. */
export function keyIdOf(key: KeyObject): string {
  const spki = publicHalf(key).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('hex').slice(0, 16);
}

/** A key's public half: itself when it is public already. */
export function publicHalf(key: KeyObject): KeyObject {
  return key.type === 'public' ? key : createPublicKey(key);
}
