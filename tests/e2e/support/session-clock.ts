import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_SESSION_CLOCK_URL } from './environment';

/**
 * Makes the page's session one signed in `minutes` ago (and never confirmed since): past 10
 * minutes, exports and credential changes ask "Confirm it's you". The harness writes the session
 * row the cookie names (better-auth's cookie is `token.signature`).
 */
export async function signedInMinutesAgo(page: Page, minutes: number) {
  const cookie = (await page.context().cookies()).find(
    (candidate) => candidate.name === 'otc.session_token',
  );
  expect(cookie, 'the page is signed in').toBeTruthy();
  const token = decodeURIComponent(cookie!.value).split('.')[0];
  const response = await fetch(E2E_SESSION_CLOCK_URL, {
    method: 'POST',
    body: JSON.stringify({ token, minutes }),
  });
  expect(response.status, 'the session was found').toBe(200);
}
