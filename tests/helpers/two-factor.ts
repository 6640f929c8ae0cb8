import { expect } from 'vitest';
import type { TwoFactorEnrolment } from '#shared/two-factor';
import type { HttpClient } from './http-client';
import { secretOf, unusedTotpCode } from './totp';

export type Enrolled = { secret: string; backupCodes: string[] };

/** Turns two-factor sign-in on for the signed-in client, as Account Settings → Security does. */
export async function enrolTwoFactor(client: HttpClient, password: string): Promise<Enrolled> {
  const started = await client.post('/api/auth/two-factor/enable', { password });
  expect(started.status).toBe(200);
  const enrolment = (await started.json()) as TwoFactorEnrolment;
  const secret = secretOf(enrolment.totp_uri);
  const confirmed = await client.post('/api/auth/two-factor/verify-totp', {
    code: await unusedTotpCode(secret),
  });
  expect(confirmed.status).toBe(200);
  return { secret, backupCodes: enrolment.backup_codes };
}
