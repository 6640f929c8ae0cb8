import { createPublicKey, type KeyObject } from 'node:crypto';
import type { LedgerPublicKey } from '#shared/ledger';
import { keyIdOf, publicHalf } from './ledger-hash';

/**
 * The public keys a checkpoint may name by its key id (decision 074): the signing key's, then
 * those kept from before a rotation (RECEIPT_PREVIOUS_PUBLIC_KEYS). Private keys give their
 * public half; a key listed twice is listed once.
 */
export function ledgerPublicKeys(
  current: KeyObject,
  previous: readonly KeyObject[] = [],
): LedgerPublicKey[] {
  const keys = new Map<string, LedgerPublicKey>();
  [current, ...previous].forEach((key, index) => {
    const keyId = keyIdOf(key);
    if (keys.has(keyId)) return;
    keys.set(keyId, {
      key_id: keyId,
      algorithm: 'Ed25519',
      public_key: publicHalf(key).export({ type: 'spki', format: 'der' }).toString('base64'),
      current: index === 0,
    });
  });
  return [...keys.values()];
}

/** The keys by key id, each prepared once for any number of signatures. */
export function keysById(keys: readonly LedgerPublicKey[]): Map<string, KeyObject> {
  return new Map(
    keys.map((key) => [
      key.key_id,
      createPublicKey({ key: Buffer.from(key.public_key, 'base64'), format: 'der', type: 'spki' }),
    ]),
  );
}
