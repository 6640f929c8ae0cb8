import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * What a signed document's signature covers: its id, when it was issued and the facts it states
 * (decision 026). Receipts and quotes share it, so one key and one check serve both.
 */
export type SignedDocument<Facts> = { id: string; issued_at: string; facts: Facts };

/**
 * JSON with every object's keys sorted and no spaces: the same document always gives the same
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

function signedBytes<Facts>(document: SignedDocument<Facts>): Buffer {
  const { id, issued_at, facts } = document;
  return Buffer.from(canonicalJson({ id, issued_at, facts }), 'utf8');
}

/** The Ed25519 signature of a document, in base64. */
export function signDocument<Facts>(
  privateKey: KeyObject,
  document: SignedDocument<Facts>,
): string {
  return sign(null, signedBytes(document), privateKey).toString('base64');
}

/** Whether the signature is the key's over exactly this document; any changed byte says no. */
export function isGenuineDocument<Facts>(
  privateKey: KeyObject,
  document: SignedDocument<Facts>,
  signature: string,
): boolean {
  const bytes = Buffer.from(signature, 'base64');
  // Buffer.from skips characters that are not base64, so a changed character must not slip by.
  if (bytes.toString('base64') !== signature) return false;
  return verify(null, signedBytes(document), createPublicKey(privateKey), bytes);
}

export const DOCUMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
