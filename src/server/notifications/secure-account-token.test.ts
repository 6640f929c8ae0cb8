import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  readSecureAccountToken,
  SECURE_ACCOUNT_TOKEN_SECONDS,
  secureAccountToken,
} from './secure-account-token';

const SECRET = 'a-secret-long-enough-for-the-test';
const userId = randomUUID();

describe('secure-account token', () => {
  it('names the account it was made for', () => {
    const issued = new Date('2026-11-20T10:00:00.500Z');
    expect(
      readSecureAccountToken(SECRET, secureAccountToken(SECRET, userId, issued), issued),
    ).toEqual({ userId, issuedAt: Date.parse('2026-11-20T10:00:00Z') / 1000 });
  });

  it('is refused when changed, signed with another secret or expired', () => {
    const token = secureAccountToken(SECRET, userId);
    expect(readSecureAccountToken(SECRET, token.replace(userId, randomUUID()))).toBeNull();
    expect(readSecureAccountToken('another-secret-of-some-length', token)).toBeNull();
    expect(readSecureAccountToken(SECRET, `${token}x`)).toBeNull();
    const issued = new Date(Date.now() - (SECURE_ACCOUNT_TOKEN_SECONDS + 60) * 1000);
    expect(readSecureAccountToken(SECRET, secureAccountToken(SECRET, userId, issued))).toBeNull();
    expect(readSecureAccountToken(SECRET, 'not-a-token')).toBeNull();
  });
});
