import type { Page } from '@playwright/test';
import type { StaffRole } from '../../../src/shared/roles';
import { E2E_STAFF_URL } from './environment';
import { enrolThroughApi, signInThroughApi } from './sign-in';

/**
 * A fresh staff member of `role`, added through the harness, signed in in this page's browser
 * and enrolled in the second factor every staff role needs; answers its e-mail address.
 */
export async function signInNewStaff(page: Page, role: StaffRole): Promise<string> {
  const email = `${role}.${Date.now()}@staff.example`;
  const password = `E2E-${role}-Password-1`;
  const added = await fetch(E2E_STAFF_URL, {
    method: 'POST',
    body: JSON.stringify({ email, password, role }),
  });
  if (added.status !== 201) throw new Error(`the harness added no ${role}: ${added.status}`);
  await signInThroughApi(page, email, password, null);
  await enrolThroughApi(page, password);
  return email;
}
