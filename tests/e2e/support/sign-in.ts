import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { secretOf } from '../../helpers/totp';
import { ADMIN_TOTP_SECRET_FILE } from './admin-session';
import { E2E_ADMIN_EMAIL, E2E_BASE_URL } from './environment';
import { visitorAddress } from './register-client';
import { unusedCode } from './totp';

const JSON_ORIGIN = { origin: E2E_BASE_URL };

/**
 * Signs in through the real API with the page's own cookie jar, for journeys whose subject is not
 * the sign-in form itself. An account with two-factor sign-in gives the code of `totpSecret`
 * (the administrator's, enrolled by admin.setup.ts, by default). Each sign-in comes from an
 * address of its own, as each journey's person would: the per-address limit is for a crowd behind
 * one address, which the sign-in forms' journeys still are; the per-e-mail limit still holds.
 */
export async function signInThroughApi(
  page: Page,
  email: string,
  password: string,
  totpSecret: string | null = email === E2E_ADMIN_EMAIL ? adminTotpSecret() : null,
) {
  const fromAddress = { ...JSON_ORIGIN, 'x-forwarded-for': visitorAddress() };
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: fromAddress,
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { two_factor_required?: boolean };
  if (!answer.two_factor_required) return;
  if (!totpSecret) throw new Error(`${email} asks for a second factor the test does not know`);
  const verified = await page.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: await unusedCode(totpSecret) },
    headers: fromAddress,
  });
  expect(verified.status()).toBe(200);
}

/**
 * Turns two-factor sign-in on for the signed-in page's account through the API; its secret. From
 * an address of its own too: the code's check is limited per address.
 */
export async function enrolThroughApi(page: Page, password: string): Promise<string> {
  const fromAddress = { ...JSON_ORIGIN, 'x-forwarded-for': visitorAddress() };
  const started = await page.request.post('/api/auth/two-factor/enable', {
    data: { password },
    headers: fromAddress,
  });
  expect(started.status()).toBe(200);
  const secret = secretOf(((await started.json()) as { totp_uri: string }).totp_uri);
  const confirmed = await page.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: await unusedCode(secret) },
    headers: fromAddress,
  });
  expect(confirmed.status()).toBe(200);
  return secret;
}

/** The administrator's TOTP secret, written by admin.setup.ts. */
export function adminTotpSecret(): string {
  return readFileSync(ADMIN_TOTP_SECRET_FILE, 'utf8').trim();
}
