import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './environment';

/**
 * Signs in through the real API with the page's own cookie jar, for journeys whose subject is not
 * the sign-in form itself.
 */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.status()).toBe(200);
}
