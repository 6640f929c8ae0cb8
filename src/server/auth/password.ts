import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1): better-auth's default scrypt cost is
 * about 4x below it. The numeric 2 is argon2id; the package's enum is const-only.
 */
const ARGON2ID_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

export function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  return verify(stored, password).catch(() => false);
}
