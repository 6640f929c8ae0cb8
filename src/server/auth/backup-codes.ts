import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, notLike } from 'drizzle-orm';
import type { Db } from '../db/client';
import { twoFactors } from '../db/schema';
import { hashPassword } from './password';

/** A stored backup code: an argon2id hash (PHC string, its own random salt), as password.ts makes. */
const BACKUP_CODE_HASH = /^\$argon2id\$/;

function isBackupCodeHash(value: string): boolean {
  return BACKUP_CODE_HASH.test(value);
}

/** The list of hashes a stored value holds, or null when it is not one. */
function hashListIn(stored: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed.every((entry) => typeof entry === 'string' && isBackupCodeHash(entry))
    ? (parsed as string[])
    : null;
}

/** Each plain code hashed; entries that are hashes already (the ones left after a use) are kept. */
function hashEach(codes: string[]): Promise<string[]> {
  return Promise.all(
    codes.map((code) => (isBackupCodeHash(code) ? code : hashPassword(code.trim()))),
  );
}

/**
 * The hashes of the backup codes in a two_factor row. A row written before ADR 034 holds the codes
 * encrypted with the auth secret (better-auth's default): they are read once more and hashed, and
 * `legacy` says the row should be rewritten. Null when the value is neither.
 */
export async function storedBackupCodeHashes(
  stored: string,
  secret: string,
): Promise<{ hashes: string[]; legacy: boolean } | null> {
  const hashes = hashListIn(stored);
  if (hashes) return { hashes, legacy: false };
  const codes = await symmetricDecrypt({ key: secret, data: stored })
    .then((json) => JSON.parse(json) as unknown)
    .catch(() => null);
  if (!Array.isArray(codes) || !codes.every((code) => typeof code === 'string')) return null;
  return { hashes: await hashEach(codes), legacy: true };
}

/**
 * better-auth's storeBackupCodes hooks: the backup codes are stored as a JSON list of argon2id
 * hashes (ASVS V6.5.2), so neither the database nor the database with the auth secret gives them
 * back. better-auth compares the submitted code with the list `decrypt` answers, so the handler of
 * /two-factor/verify-backup-code hands it the stored hash the code matches (stored-backup-code.ts).
 * The plain codes are only in the answer of enabling or renewing, once.
 */
export function hashedBackupCodes(secret: string) {
  return {
    /** Gets the JSON list to store: new codes (enrolment, renewal) or the hashes left after a use. */
    encrypt: async (json: string) => JSON.stringify(await hashEach(JSON.parse(json) as string[])),
    decrypt: async (stored: string) =>
      JSON.stringify((await storedBackupCodeHashes(stored, secret))?.hashes ?? []),
  };
}

/**
 * Stores the hashes of a row read the old way, unless the row changed since it was read (renewed,
 * used, or rewritten by another request or instance); whether it was written.
 */
export async function rewriteBackupCodes(
  db: Db,
  row: { userId: string; backupCodes: string },
  hashes: string[],
): Promise<boolean> {
  const written = await db
    .update(twoFactors)
    .set({ backupCodes: JSON.stringify(hashes) })
    .where(and(eq(twoFactors.userId, row.userId), eq(twoFactors.backupCodes, row.backupCodes)))
    .returning({ userId: twoFactors.userId });
  return written.length > 0;
}

/**
 * Every row still holding its backup codes encrypted the old way, rewritten as hashes: run at
 * start, so a database leak with the auth secret no longer gives them, used or not. A row an older
 * instance writes meanwhile is rewritten at its first use (stored-backup-code.ts). How many.
 */
export async function hashLegacyBackupCodes({ db, secret }: { db: Db; secret: string }) {
  const rows = await db
    .select({ userId: twoFactors.userId, backupCodes: twoFactors.backupCodes })
    .from(twoFactors)
    .where(notLike(twoFactors.backupCodes, '[%'));
  let rewritten = 0;
  for (const row of rows) {
    const stored = await storedBackupCodeHashes(row.backupCodes, secret);
    if (stored?.legacy && (await rewriteBackupCodes(db, row, stored.hashes))) rewritten += 1;
  }
  return rewritten;
}
