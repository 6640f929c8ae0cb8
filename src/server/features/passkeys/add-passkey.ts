import { randomUUID } from 'node:crypto';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { Passkey } from '#shared/passkeys';
import { PASSKEY_MESSAGES } from '#shared/passkeys';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import type { Config } from '../../config/config';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema';
import { sendSecurityAlert } from '../../notifications/security-alert';
import { takeChallenge } from './challenges';
import { passkeyAnswer, passkeyColumns } from './list-passkeys';
import { relyingPartyOf } from './relying-party';
import { loadWebAuthn, loadWebAuthnHelpers } from './webauthn';

type Owner = { id: string; email: string };

const refused = (message: string) =>
  new AppError('BAD_REQUEST', message, { fields: { response: message } });

/**
 * Adds the passkey the browser just created, once its answer proves it: the challenge this session
 * was given (used up either way), our origin and RP ID, user verification. Stored with its public
 * key and counter, audited, and its owner alerted by e-mail, in one transaction.
 */
export async function addPasskey({
  db,
  config,
  user,
  sessionId,
  name,
  response,
  origin,
}: {
  db: Db;
  config: Pick<Config, 'appUrl' | 'authSecret'>;
  user: Owner;
  sessionId: string;
  name: string;
  response: RegistrationResponseJSON;
  origin: RequestOrigin;
}): Promise<Passkey> {
  const challenge = await takeChallenge(db, { purpose: 'registration', key: sessionId });
  if (!challenge) throw refused(PASSKEY_MESSAGES.notAdded);
  const credential = await verifiedRegistration(config, response, challenge);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.credentialId, credential.credentialId));
    if (taken) throw new AppError('CONFLICT', PASSKEY_MESSAGES.alreadyAdded);
    const [added] = await tx
      .insert(passkeys)
      .values({ id: randomUUID(), userId: user.id, name, ...credential })
      .returning(passkeyColumns);
    if (!added) throw new Error('passkey insert returned no row');
    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action: 'passkey_added',
      entity: { type: 'account', id: user.id, label: user.email },
      origin,
      details: { passkey_id: added.id, name, device_type: added.deviceType },
    });
    await sendSecurityAlert(tx, {
      config,
      userId: user.id,
      kind: 'passkeys_changed',
      details: origin,
    });
    return passkeyAnswer(added);
  });
}

/** The credential to store, once @simplewebauthn/server accepts the registration; else a 400. */
async function verifiedRegistration(
  config: Pick<Config, 'appUrl'>,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
) {
  const party = relyingPartyOf(config);
  const [{ verifyRegistrationResponse }, { isoBase64URL }] = await Promise.all([
    loadWebAuthn(),
    loadWebAuthnHelpers(),
  ]);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw refused(PASSKEY_MESSAGES.notAdded);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: response.response.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
  };
}
