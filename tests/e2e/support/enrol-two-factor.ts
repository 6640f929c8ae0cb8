import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { unusedCode } from './totp';

/**
 * Turns two-factor sign-in on through the enrolment form shown on the page (Account Settings or
 * the admin's enrolment page): the password again, the key shown beside the QR code read as an
 * authenticator app would, and a first code computed from it. The secret and the backup codes.
 */
export async function enrolThroughPage(page: Page, password: string) {
  const passwordForm = page.getByRole('form', { name: 'Set up two-factor sign-in' });
  await passwordForm.getByLabel('Current Password').fill(password);
  await passwordForm.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const backupCodes = await page
    .getByRole('list', { name: 'Backup codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(backupCodes).toHaveLength(10);
  const confirm = page.getByRole('form', { name: 'Confirm two-factor sign-in' });
  await confirm.getByLabel('Code from your app').fill(await unusedCode(secret));
  await confirm.getByRole('button', { name: /Turn on two-factor sign-in/ }).click();
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Two-factor sign-in is on', { exact: true }),
  ).toBeVisible();
  return { secret, backupCodes };
}
