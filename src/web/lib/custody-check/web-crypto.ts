import type { AsyncHash } from '#shared/ledger-bundle';
import type { SignatureCheck } from '#shared/ledger-check';

const bytesOfBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** SHA-256 by the browser's own WebCrypto. */
export const webDigest: AsyncHash = async (data) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(data)));

/**
 * Ed25519 by the browser's own WebCrypto, with a key as GET /api/ledger/keys gives it: the
 * base64 of its SPKI DER (src/server/ledger/ledger-keys.ts).
 */
export const webSignatureCheck: SignatureCheck = async (publicKeySpki, message, signature) => {
  const key = await crypto.subtle.importKey(
    'spki',
    bytesOfBase64(publicKeySpki),
    { name: 'Ed25519' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    bytesOfBase64(signature),
    new Uint8Array(message),
  );
};
