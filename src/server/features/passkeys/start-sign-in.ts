import { randomBytes } from 'node:crypto';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import { keepChallenge } from './challenges';
import { relyingPartyOf } from './relying-party';
import { loadWebAuthn } from './webauthn';

/**
 * The options of a passkey sign-in: no e-mail address asked, so no credential listed (the
 * authenticator offers the passkeys it holds for us), and user verification required. The challenge
 * stays on the server under a random key, which the caller gives the browser in a signed cookie.
 */
export async function startPasskeySignIn({
  db,
  config,
}: {
  db: Db;
  config: Pick<Config, 'appUrl'>;
}): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; challengeKey: string }> {
  const { generateAuthenticationOptions } = await loadWebAuthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(config).id,
    allowCredentials: [],
    userVerification: 'required',
  });
  const challengeKey = randomBytes(24).toString('base64url');
  await keepChallenge(db, { purpose: 'sign-in', key: challengeKey, challenge: options.challenge });
  return { options, challengeKey };
}
