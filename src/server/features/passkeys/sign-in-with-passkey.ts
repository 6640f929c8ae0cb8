import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES } from '#shared/passkeys';
import type { SessionUser } from '#shared/session';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import { CLIENT_IP_HEADER } from '../../auth/client-ip';
import type { AppDependencies } from '../../core/context';
import { AppError } from '../../core/errors';
import { passkeys, users } from '../../db/schema';
import { alertOnNewDevice } from '../../notifications/new-device-alert';
import { sessionUserAnswer } from '../shared/session-answer';
import { takeChallenge } from './challenges';
import { userHandleOf } from './relying-party';
import { loadWebAuthnHelpers } from './webauthn';
import { storedCredentialColumns, verifyAssertion } from './verify-assertion';

type Account = { userId: string; email: string };

/**
 * A sign-in with a passkey alone. The passkey proves possession and, with the user verification
 * it must carry (PIN or biometrics), the user: both factors, so an account with two-factor sign-in
 * is not asked for a code (docs/decisions/032-passkeys.md). Refused with one message whatever went
 * wrong: an unknown passkey, a challenge not ours (or used, or expired), another origin, a counter
 * that went back, an unconfirmed address. Every attempt is audited; the session is better-auth's.
 */
export async function signInWithPasskey({
  deps,
  challengeKey,
  response,
  origin,
}: {
  deps: Pick<AppDependencies, 'db' | 'auth' | 'config'>;
  /** The key of the challenge this browser was given (its signed cookie), if it has one. */
  challengeKey: string | null;
  response: AuthenticationResponseJSON;
  origin: RequestOrigin;
}): Promise<{ user: SessionUser; setCookies: string[] }> {
  const { db, auth, config } = deps;
  const { isoBase64URL } = await loadWebAuthnHelpers();
  const expectedChallenge = challengeKey
    ? await takeChallenge(db, { purpose: 'sign-in', key: challengeKey })
    : null;
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        ...storedCredentialColumns,
        userId: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
      })
      .from(passkeys)
      .innerJoin(users, eq(users.id, passkeys.userId))
      .where(eq(passkeys.credentialId, response.id))
      .for('update', { of: passkeys });
    if (!found) return { account: null, refusal: 'No passkey has this credential id.' };
    if (!expectedChallenge) {
      return { account: found, refusal: 'No challenge of this browser was waiting.' };
    }
    const verdict = await verifyAssertion({ config, passkey: found, response, expectedChallenge });
    if (!verdict.verified) return { account: found, refusal: verdict.reason };
    if (!found.emailVerified) return { account: found, refusal: 'The address is not confirmed.' };
    // WebAuthn's authentication ceremony: the user the authenticator names must own the credential.
    const userHandle = response.response.userHandle;
    if (userHandle && userHandle !== isoBase64URL.fromBuffer(userHandleOf(found.userId))) {
      return { account: found, refusal: 'The user handle is not the passkey owner.' };
    }
    await tx
      .update(passkeys)
      .set({ counter: verdict.counter, backedUp: verdict.backedUp, lastUsedAt: new Date() })
      .where(eq(passkeys.id, found.id));
    return { account: found, refusal: null };
  });
  if (outcome.refusal !== null || !outcome.account) {
    await recordRefusal(deps, outcome.account, outcome.refusal ?? 'Refused.', origin);
    throw new AppError('UNAUTHORIZED', PASSKEY_MESSAGES.signInFailed);
  }
  const { userId, email, id: passkeyId } = outcome.account;
  const opened = await auth.api.createPasskeySession({
    body: { userId },
    headers: requestHeadersOf(origin),
    returnHeaders: true,
  });
  await db.transaction(async (tx) => {
    await alertOnNewDevice(tx, { config, userId, origin });
    await recordAuditEvent(tx, {
      actor: { id: userId, label: email },
      action: 'sign_in',
      entity: { type: 'account', label: email },
      origin,
      details: { method: 'passkey', passkey_id: passkeyId },
    });
  });
  return {
    user: sessionUserAnswer(opened.response.user),
    setCookies: opened.headers.getSetCookie(),
  };
}

/** A refused passkey sign-in, written to the audit trail with the account when it is known. */
async function recordRefusal(
  { db }: Pick<AppDependencies, 'db'>,
  account: Account | null,
  reason: string,
  origin: RequestOrigin,
) {
  await recordAuditEvent(db, {
    actor: { id: account?.userId ?? null, label: account?.email ?? 'unknown' },
    action: 'sign_in_failed',
    entity: { type: 'account', label: account?.email ?? null },
    origin,
    details: { method: 'passkey', reason: reason },
  });
}

/** What better-auth records with the session: the caller's address (ours) and browser. */
function requestHeadersOf(origin: RequestOrigin): Headers {
  const headers = new Headers({ [CLIENT_IP_HEADER]: origin.ipAddress });
  if (origin.userAgent) headers.set('user-agent', origin.userAgent);
  return headers;
}
