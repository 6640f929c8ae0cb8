import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES } from '#shared/passkeys';
import type { RequestOrigin } from '../../audit/record-audit-event';
import type { Config } from '../../config/config';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema';
import { recordReauthentication } from '../shared/record-reauthentication';
import { keepChallenge, takeChallenge } from './challenges';
import { relyingPartyOf } from './relying-party';
import { loadWebAuthn } from './webauthn';
import { storedCredentialColumns, verifyAssertion } from './verify-assertion';

type Caller = { user: { id: string; email: string }; sessionId: string };

/**
 * The options for proving who you are again with one of your own passkeys (listed, so the browser
 * offers only those), with user verification. The challenge stays on the server, tied to this
 * session.
 */
export async function startPasskeyReauthentication({
  db,
  config,
  user,
  sessionId,
}: Caller & {
  db: Db;
  config: Pick<Config, 'appUrl'>;
}): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const own = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  if (own.length === 0) throw new AppError('NOT_FOUND', PASSKEY_MESSAGES.noneToConfirm);
  const { generateAuthenticationOptions } = await loadWebAuthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(config).id,
    allowCredentials: own.map(({ credentialId, transports }) => ({ id: credentialId, transports })),
    userVerification: 'required',
  });
  await keepChallenge(db, {
    purpose: 'reauthentication',
    key: sessionId,
    challenge: options.challenge,
  });
  return options;
}

/**
 * Re-authentication with a passkey: the answer must be by one of the caller's own passkeys, to this
 * session's challenge (used up either way). The session's re-authentication window opens again
 * (auth/recent-authentication.ts); a refusal is a 400 on `response`. Audited either way.
 */
export async function reauthenticateWithPasskey({
  db,
  config,
  user,
  sessionId,
  response,
  origin,
}: Caller & {
  db: Db;
  config: Pick<Config, 'appUrl'>;
  response: AuthenticationResponseJSON;
  origin: RequestOrigin;
}): Promise<void> {
  const expectedChallenge = await takeChallenge(db, {
    purpose: 'reauthentication',
    key: sessionId,
  });
  const refusal = await db.transaction(async (tx) => {
    const [own] = await tx
      .select(storedCredentialColumns)
      .from(passkeys)
      .where(and(eq(passkeys.credentialId, response.id), eq(passkeys.userId, user.id)))
      .for('update');
    if (!own) return 'Not a passkey of this account.';
    if (!expectedChallenge) return 'No challenge of this session was waiting.';
    const verdict = await verifyAssertion({ config, passkey: own, response, expectedChallenge });
    if (!verdict.verified) return verdict.reason;
    await tx
      .update(passkeys)
      .set({ counter: verdict.counter, backedUp: verdict.backedUp, lastUsedAt: new Date() })
      .where(eq(passkeys.id, own.id));
    await recordReauthentication(tx, {
      user,
      sessionId,
      proved: true,
      origin,
      details: { method: 'passkey', passkey_id: own.id },
    });
    return null;
  });
  if (refusal === null) return;
  await recordReauthentication(db, {
    user,
    sessionId,
    proved: false,
    origin,
    details: { method: 'passkey', reason: refusal },
  });
  throw new AppError('BAD_REQUEST', PASSKEY_MESSAGES.reauthenticationFailed, {
    fields: { response: PASSKEY_MESSAGES.reauthenticationFailed },
  });
}
