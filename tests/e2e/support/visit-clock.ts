import { expect } from '@playwright/test';
import { E2E_VISIT_TODAY_URL } from './environment';

/**
 * Brings the visit `number` to today at the vault: the server runs in its own process with the
 * real clock, so the harness moves the visit's day instead of the days.
 */
export async function bringVisitToToday(number: string) {
  const response = await fetch(E2E_VISIT_TODAY_URL, {
    method: 'POST',
    body: JSON.stringify({ number }),
  });
  expect(response.status, 'the visit was found').toBe(200);
}
