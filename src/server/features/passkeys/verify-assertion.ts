import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Config } from '../../config/config';
import { passkeys } from '../../db/schema';
import { relyingPartyOf } from './relying-party';
import { loadWebAuthn, loadWebAuthnHelpers } from './webauthn';

/** What of a stored passkey an assertion is checked against. */
export const storedCredentialColumns = {
  id: passkeys.id,
  credentialId: passkeys.credentialId,
  publicKey: passkeys.publicKey,
  counter: passkeys.counter,
  transports: passkeys.transports,
};

type StoredCredential = {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
};

/**
 * The longest reason of a refusal kept (in the audit): the library's messages can be long, and can
 * quote what the caller sent, control characters included (PostgreSQL refuses NUL).
 */
const REASON_MAX_LENGTH = 200;

function auditableReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return message.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, REASON_MAX_LENGTH);
}

export type AssertionVerdict =
  { verified: true; counter: number; backedUp: boolean } | { verified: false; reason: string };

/**
 * Checks the browser's answer to a challenge against a stored passkey: our challenge, our origin
 * and RP ID, user verification (PIN or biometrics), the signature by its public key, and a
 * signature counter that went forward (one that did not, when the authenticator counts, is a
 * cloned authenticator). Whatever @simplewebauthn/server refuses is a verdict, not an error.
 */
export async function verifyAssertion({
  config,
  passkey,
  response,
  expectedChallenge,
}: {
  config: Pick<Config, 'appUrl'>;
  passkey: StoredCredential;
  response: AuthenticationResponseJSON;
  expectedChallenge: string;
}): Promise<AssertionVerdict> {
  const party = relyingPartyOf(config);
  const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await Promise.all([
    loadWebAuthn(),
    loadWebAuthnHelpers(),
  ]);
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
    if (!verified) return { verified: false, reason: 'The signature did not verify.' };
    return {
      verified: true,
      counter: authenticationInfo.newCounter,
      backedUp: authenticationInfo.credentialBackedUp,
    };
  } catch (error) {
    return { verified: false, reason: auditableReason(error) };
  }
}
