import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { ReceiptFacts } from '#shared/receipt';

/** What a receipt's signature covers. */
export type SignedReceipt = { id: string; issued_at: string; facts: ReceiptFacts };

/**
 * JSON with every object's keys sorted and no spaces: the same receipt always gives the same
 * bytes, whatever order the database hands the stored facts back in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function signedBytes(receipt: SignedReceipt): Buffer {
  const { id, issued_at, facts } = receipt;
  return Buffer.from(canonicalJson({ id, issued_at, facts }), 'utf8');
}

/** The Ed25519 signature of a receipt, in base64. */
export function signReceipt(privateKey: KeyObject, receipt: SignedReceipt): string {
  return sign(null, signedBytes(receipt), privateKey).toString('base64');
}

/** Whether the signature is the key's over exactly this receipt; any changed byte says no. */
export function isGenuineReceipt(
  privateKey: KeyObject,
  receipt: SignedReceipt,
  signature: string,
): boolean {
  const bytes = Buffer.from(signature, 'base64');
  // Buffer.from skips characters that are not base64, so a changed character must not slip by.
  if (bytes.toString('base64') !== signature) return false;
  return verify(null, signedBytes(receipt), createPublicKey(privateKey), bytes);
}
