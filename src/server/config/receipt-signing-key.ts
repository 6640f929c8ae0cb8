import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The key file kept in DATA_DIR when RECEIPT_SIGNING_KEY is not set. */
export const RECEIPT_KEY_FILE = 'receipt-signing-key.pem';

/**
 * An Ed25519 private key from PKCS#8 PEM text or the base64 of its DER; null for anything else
 * (another key type, a public key, not a key at all).
 */
export function parseReceiptSigningKey(text: string): KeyObject | null {
  const trimmed = text.trim();
  try {
    const key = trimmed.startsWith('-----BEGIN')
      ? createPrivateKey(trimmed)
      : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
    return key.asymmetricKeyType === 'ed25519' ? key : null;
  } catch {
    return null;
  }
}

/**
 * The key kept in DATA_DIR, created on the first start (mode 0600). Created under a temporary name
 * and linked into place, so two processes starting at once end up with the same, whole key.
 * Null when the file holds something that is not an Ed25519 key.
 */
export function receiptSigningKeyFromDataDir(dataDir: string): KeyObject | null {
  const file = join(dataDir, RECEIPT_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' });
    const temporary = `${file}.${randomBytes(6).toString('hex')}`;
    writeFileSync(temporary, pem, { mode: 0o600 });
    try {
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temporary);
    }
  }
  return parseReceiptSigningKey(readFileSync(file, 'utf8'));
}

/**
 * Ed25519 public keys, each the base64 of its SPKI DER (as GET /api/ledger/keys gives them),
 * separated by commas or white space; the first that is not one is named.
 */
export function parsePreviousPublicKeys(text: string): KeyObject[] | { invalid: string } {
  const keys: KeyObject[] = [];
  for (const part of text.split(/[\s,]+/).filter(Boolean)) {
    try {
      const key = createPublicKey({
        key: Buffer.from(part, 'base64'),
        format: 'der',
        type: 'spki',
      });
      if (key.asymmetricKeyType !== 'ed25519') return { invalid: part };
      keys.push(key);
    } catch {
      return { invalid: part };
    }
  }
  return keys;
}
