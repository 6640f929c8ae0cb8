import { readFile } from 'node:fs/promises';
import { expect, expectConsoleError, test } from './support/test';
import type { Download } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { registerClient } from './support/register-client';
import { signedInMinutesAgo } from './support/session-clock';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'Reauth-Journey-2026';

test("V7.5.3 a client signed in 11 minutes ago confirms it's them before the access log downloads", async ({
  page,
  request,
}) => {
  const client = await registerClient(request, {
    firstName: 'Ingrid',
    lastName: 'Halvorsen',
    password: PASSWORD,
  });
  await signInThroughApi(page, client.email, PASSWORD);
  await page.goto('/vault/logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Audit Trail' })).toBeVisible();
  await signedInMinutesAgo(page, 11);

  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  const downloadButton = page.getByRole('button', { name: 'Download CSV' });
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  const password = dialog.getByLabel('Password', { exact: true });

  // The export is refused with 403 until it is confirmed, a wrong password with 400.
  expectConsoleError(/status of 403 .*\/api\/portal\/access-log\.csv$/);
  expectConsoleError(/status of 400 .*\/api\/account\/reauthenticate$/);
  // Cancel: nothing downloads, nothing goes wrong, and the focus is back where it was.
  await downloadButton.click();
  await expect(dialog).toContainText('For your security, enter your password again to continue.');
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(downloadButton).toBeFocused();
  // The refusal settled before the focus came back: a failure toast would be showing by now.
  await expect(page.getByText('Error downloading access log')).toHaveCount(0);

  // A wrong password: the server's words under the field, still no file.
  await downloadButton.click();
  await expect(password).toHaveValue('');
  await password.fill('Not-My-Password-1');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Password is incorrect.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  // The right one: the dialog closes and the file the server named arrives.
  const downloading = page.waitForEvent('download');
  await password.fill(PASSWORD);
  await password.press('Enter');
  const download = await downloading;
  await expect(dialog).toHaveCount(0);
  await expect(downloadButton).toBeFocused();
  expect(download.suggestedFilename()).toBe('otc-access-log.csv');
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('Time (UTC),Item ID,Item,Action,By,IP address,Location');

  // Confirmed for the next 10 minutes: the next download asks nothing.
  const again = page.waitForEvent('download');
  await downloadButton.click();
  expect((await again).suggestedFilename()).toBe('otc-access-log.csv');
  await expect(dialog).toHaveCount(0);
  expect(downloads).toHaveLength(2);
});
