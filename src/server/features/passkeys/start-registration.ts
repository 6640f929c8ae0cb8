import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema';
import { keepChallenge } from './challenges';
import { relyingPartyOf, userHandleOf } from './relying-party';
import { loadWebAuthn } from './webauthn';

type Owner = { id: string; email: string; name: string };

/**
 * The options for the browser to create a passkey for this account: discoverable (so it can sign
 * in without an e-mail address), with user verification, and never a second one on an
 * authenticator that already holds one of the account's. The challenge stays on the server, tied
 * to this session.
 */
export async function startPasskeyRegistration({
  db,
  config,
  user,
  sessionId,
}: {
  db: Db;
  config: Pick<Config, 'appUrl'>;
  user: Owner;
  sessionId: string;
}): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const party = relyingPartyOf(config);
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const { generateRegistrationOptions } = await loadWebAuthn();
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userID: userHandleOf(user.id),
    userName: user.email,
    userDisplayName: user.name,
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: existing.map(({ credentialId, transports }) => ({
      id: credentialId,
      transports,
    })),
  });
  await keepChallenge(db, {
    purpose: 'registration',
    key: sessionId,
    challenge: options.challenge,
  });
  return options;
}
