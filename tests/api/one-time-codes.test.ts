import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TwoFactorEnrolment } from '#shared/two-factor';
import { hashLegacyBackupCodes } from '../../src/server/auth/backup-codes';
import { verifyPassword } from '../../src/server/auth/password';
import { auditEvents, twoFactors, usedTotpCodes } from '../../src/server/db/schema';
import type { HttpClient } from '../helpers/http-client';
import { errorOf } from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';
import { secretOf, unusedTotpCode, wrongCode } from '../helpers/totp';
import { enrolTwoFactor } from '../helpers/two-factor';
import {
  clientWithPassword,
  passwordStep as passwordStepOf,
  signedInWithPassword,
  whoAmI,
} from '../helpers/two-factor-accounts';

/**
 * One-time codes (decision 034): a TOTP code is accepted once (ASVS V6.5.1) and backup codes
 * are stored as hashes (V6.5.2). A server of its own: these tests give many codes, and the second
 * factor's endpoints are limited per address.
 */
const server = useTestServer();

const PASSWORD = 'Vault-Keeper-2026';

/** A code given twice stays acceptable meanwhile, so only its first use can refuse the second. */
const STILL_ACCEPTED_WHEN_GIVEN_AGAIN = { validForMs: 30_000 };

const freshClient = (name: string) => clientWithPassword(server, name, PASSWORD);
const passwordStep = (email: string, client?: HttpClient) =>
  passwordStepOf(server, email, PASSWORD, client);
const signedInClient = (email: string) => signedInWithPassword(server, email, PASSWORD);

async function auditActions(userId: string) {
  return server.deps.db
    .select({ action: auditEvents.action, details: auditEvents.details })
    .from(auditEvents)
    .where(eq(auditEvents.actor_user_id, userId))
    .orderBy(desc(auditEvents.created_at));
}

const VERIFY_TOTP = '/api/auth/two-factor/verify-totp';
const VERIFY_BACKUP_CODE = '/api/auth/two-factor/verify-backup-code';

describe('a TOTP code works once', () => {
  it('V6.5.1: a code that signed in is refused at the next sign-in as a wrong one, audited and counted toward the lockout; the next code signs in', async () => {
    const { email, id } = await freshClient('replay');
    const { secret } = await enrolTwoFactor(await signedInClient(email), PASSWORD);
    const code = await unusedTotpCode(secret, undefined, STILL_ACCEPTED_WHEN_GIVEN_AGAIN);
    const first = await passwordStep(email);
    expect((await first.post(VERIFY_TOTP, { code })).status).toBe(200);

    const second = await passwordStep(email);
    const wrong = await second.post(VERIFY_TOTP, { code: wrongCode(secret) });
    expect(wrong.status).toBe(401);
    const replayed = await second.post(VERIFY_TOTP, { code });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual(await wrong.json());
    expect(await whoAmI(second)).toBeNull();
    const [latest] = await auditActions(id);
    expect(latest).toMatchObject({
      action: 'two_factor_failed',
      details: { method: 'totp', status: 401, reason: 'code_already_used' },
    });
    const [row] = await server.deps.db.select().from(twoFactors).where(eq(twoFactors.userId, id));
    expect(row?.failedVerificationCount).toBe(2);

    const next = await second.post(VERIFY_TOTP, { code: await unusedTotpCode(secret) });
    expect(next.status).toBe(200);
    expect((await whoAmI(second))?.user.email).toBe(email);
    // What is kept of the used codes is a keyed hash, never the code.
    const claims = await server.deps.db
      .select()
      .from(usedTotpCodes)
      .where(eq(usedTotpCodes.userId, id));
    expect(claims).toHaveLength(3);
    for (const claim of claims) {
      expect(claim.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(claim.codeHash).not.toContain(code);
    }
  });

  it('V6.5.1: the code that confirmed an enrolment does not sign in afterwards', async () => {
    const { email } = await freshClient('replay-enrolment');
    const client = await signedInClient(email);
    const started = await client.post('/api/auth/two-factor/enable', { password: PASSWORD });
    const secret = secretOf(((await started.json()) as TwoFactorEnrolment).totp_uri);
    const code = await unusedTotpCode(secret, undefined, STILL_ACCEPTED_WHEN_GIVEN_AGAIN);
    expect((await client.post(VERIFY_TOTP, { code })).status).toBe(200);
    expect((await whoAmI(client))?.user.two_factor_enabled).toBe(true);

    const signingIn = await passwordStep(email);
    const replayed = await signingIn.post(VERIFY_TOTP, { code });
    expect(await errorOf(replayed, 401)).toEqual({ code: 'INVALID_CODE', message: 'Invalid code' });
    expect(await whoAmI(signingIn)).toBeNull();
    const next = await signingIn.post(VERIFY_TOTP, { code: await unusedTotpCode(secret) });
    expect(next.status).toBe(200);
  });

  it('V6.5.1: of two simultaneous sign-ins with the same code, exactly one is let in', async () => {
    const { email } = await freshClient('replay-race');
    const { secret } = await enrolTwoFactor(await signedInClient(email), PASSWORD);
    const browsers = [await passwordStep(email), await passwordStep(email)];
    const code = await unusedTotpCode(secret);
    const answers = await Promise.all(
      browsers.map((browser) => browser.post(VERIFY_TOTP, { code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const sessions = await Promise.all(browsers.map(whoAmI));
    expect(sessions.filter((session) => session !== null)).toHaveLength(1);
  });
});

describe('backup codes stored hashed', () => {
  const ARGON2ID = /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

  async function storedBackupCodes(userId: string): Promise<string> {
    const [row] = await server.deps.db
      .select({ backupCodes: twoFactors.backupCodes })
      .from(twoFactors)
      .where(eq(twoFactors.userId, userId));
    if (!row) throw new Error(`no two_factor row for ${userId}`);
    return row.backupCodes;
  }

  /** The stored value is a list of argon2id hashes, the i-th of `codes[i]`, holding no code. */
  async function expectHashesOf(stored: string, codes: string[]) {
    for (const code of codes) expect(stored).not.toContain(code);
    const hashes = JSON.parse(stored) as string[];
    expect(hashes).toHaveLength(codes.length);
    for (const [index, hash] of hashes.entries()) {
      expect(hash).toMatch(ARGON2ID);
      expect(await verifyPassword({ hash, password: codes[index]! })).toBe(true);
    }
    return hashes;
  }

  /** As better-auth stored them by default before ADR 034: the JSON list, encrypted with the secret. */
  async function storeEncryptedTheOldWay(userId: string, codes: string[]) {
    const encrypted = await symmetricEncrypt({
      key: server.deps.config.authSecret,
      data: JSON.stringify(codes),
    });
    await server.deps.db
      .update(twoFactors)
      .set({ backupCodes: encrypted })
      .where(eq(twoFactors.userId, userId));
  }

  it('V6.5.2: the two_factor row holds an argon2id hash of each code, no code and nothing the auth secret decrypts, at enrolment and after renewal', async () => {
    const { email, id } = await freshClient('hashed');
    const client = await signedInClient(email);
    const { backupCodes } = await enrolTwoFactor(client, PASSWORD);
    const stored = await storedBackupCodes(id);
    await expectHashesOf(stored, backupCodes);
    await expect(
      symmetricDecrypt({ key: server.deps.config.authSecret, data: stored }),
    ).rejects.toThrow();

    const renewed = await client.post('/api/auth/two-factor/generate-backup-codes', {
      password: PASSWORD,
    });
    const { backup_codes: fresh } = (await renewed.json()) as { backup_codes: string[] };
    expect(fresh).toHaveLength(10);
    await expectHashesOf(await storedBackupCodes(id), fresh);
  });

  it('V6.5.1 / V6.5.2: a used code leaves the hashes of the others; of two simultaneous uses of one code, one signs in', async () => {
    const { email, id } = await freshClient('hashed-use');
    const { backupCodes } = await enrolTwoFactor(await signedInClient(email), PASSWORD);
    const [code, ...others] = backupCodes;
    const browsers = [await passwordStep(email), await passwordStep(email)];
    const answers = await Promise.all(
      browsers.map((browser) => browser.post(VERIFY_BACKUP_CODE, { code })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect((await Promise.all(browsers.map(whoAmI))).filter(Boolean)).toHaveLength(1);
    await expectHashesOf(await storedBackupCodes(id), others);
  });

  it('V6.5.2: an account enrolled when the codes were stored encrypted signs in with a backup code, and its row is then hashed', async () => {
    const { email, id } = await freshClient('legacy');
    const { backupCodes } = await enrolTwoFactor(await signedInClient(email), PASSWORD);
    await storeEncryptedTheOldWay(id, backupCodes);
    const [used, next, ...rest] = backupCodes;

    const client = await passwordStep(email);
    expect((await client.post(VERIFY_BACKUP_CODE, { code: used })).status).toBe(200);
    expect((await whoAmI(client))?.user.email).toBe(email);
    await expectHashesOf(await storedBackupCodes(id), [next!, ...rest]);

    const again = await passwordStep(email);
    const reused = await again.post(VERIFY_BACKUP_CODE, { code: used });
    expect((await errorOf(reused, 401)).code).toBe('INVALID_BACKUP_CODE');
    expect((await again.post(VERIFY_BACKUP_CODE, { code: next })).status).toBe(200);
  });

  it('V6.5.2: at start, every row still holding encrypted codes is rewritten as their hashes', async () => {
    const { email, id } = await freshClient('legacy-start');
    const { backupCodes } = await enrolTwoFactor(await signedInClient(email), PASSWORD);
    await storeEncryptedTheOldWay(id, backupCodes);
    const hashed = await freshClient('hashed-start');
    await enrolTwoFactor(await signedInClient(hashed.email), PASSWORD);
    const hashedBefore = await storedBackupCodes(hashed.id);

    const secret = server.deps.config.authSecret;
    expect(await hashLegacyBackupCodes({ db: server.deps.db, secret })).toBe(1);
    await expectHashesOf(await storedBackupCodes(id), backupCodes);
    expect(await storedBackupCodes(hashed.id)).toBe(hashedBefore);
    expect(await hashLegacyBackupCodes({ db: server.deps.db, secret })).toBe(0);
    const client = await passwordStep(email);
    expect((await client.post(VERIFY_BACKUP_CODE, { code: backupCodes[3] })).status).toBe(200);
  });
});
