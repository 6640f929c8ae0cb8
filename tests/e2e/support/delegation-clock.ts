import { expect } from '@playwright/test';
import { E2E_END_DELEGATION_URL } from './environment';

/**
 * Ends every grant of read access to `email` now, as if its end date had passed: the server runs
 * in its own process with the real clock, so the harness moves the grant's end instead.
 */
export async function endDelegationsOf(email: string) {
  const response = await fetch(E2E_END_DELEGATION_URL, {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
  expect(response.status, 'a grant to the address was found').toBe(200);
}
