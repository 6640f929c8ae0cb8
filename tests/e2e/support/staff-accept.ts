import type { Browser } from '@playwright/test';
import { E2E_BASE_URL } from './environment';
import { signInNewStaff } from './staff-account';
import { expectToast } from './toast';

/**
 * A new member of Operations, in a browser of their own, accepts the client request at
 * `requestPath` (its portal path) and is told `description`; the browser is closed after.
 */
export async function acceptAsOperations(
  browser: Browser,
  { requestPath, description }: { requestPath: string; description: string },
) {
  const staffPage = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await signInNewStaff(staffPage, 'operations');
  await staffPage.goto(`/admin${requestPath.replace('/vault', '')}`);
  await staffPage.getByRole('button', { name: 'Accept' }).click();
  await expectToast(staffPage, 'Request Accepted', description);
  await staffPage.context().close();
}
