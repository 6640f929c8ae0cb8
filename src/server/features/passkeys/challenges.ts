import { randomUUID } from 'node:crypto';
import { and, eq, like, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { verifications } from '../../db/schema';

/** How long a passkey challenge may be answered; the browser's own ceremony times out sooner. */
export const CHALLENGE_SECONDS = 5 * 60;

/**
 * What a challenge is for, and whose it is: a sign-in's is keyed by the random value of its
 * cookie, a registration's and a re-authentication's by the session that asked for it.
 */
type ChallengeKey = { purpose: 'sign-in' | 'registration' | 'reauthentication'; key: string };

const PREFIX = 'passkey-';
const identifierOf = ({ purpose, key }: ChallengeKey) => `${PREFIX}${purpose}:${key}`;

/**
 * Keeps a challenge server-side, in better-auth's verification table, replacing an earlier one of
 * the same key; expired passkey challenges nobody answered are cleared on the way.
 */
export async function keepChallenge(
  db: DbOrTx,
  which: ChallengeKey & { challenge: string },
): Promise<void> {
  const identifier = identifierOf(which);
  await db
    .delete(verifications)
    .where(
      or(
        eq(verifications.identifier, identifier),
        and(like(verifications.identifier, `${PREFIX}%`), lt(verifications.expiresAt, new Date())),
      ),
    );
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier,
    value: which.challenge,
    expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
  });
}

/** The challenge of this key, taken so it answers once; null when there is none or it expired. */
export async function takeChallenge(db: DbOrTx, which: ChallengeKey): Promise<string | null> {
  const [row] = await db
    .delete(verifications)
    .where(eq(verifications.identifier, identifierOf(which)))
    .returning({ value: verifications.value, expiresAt: verifications.expiresAt });
  return row && row.expiresAt.getTime() > Date.now() ? row.value : null;
}
