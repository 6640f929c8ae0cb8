import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { E2E_ADMIN_EMAIL, E2E_BASE_URL } from './support/environment';
import { expectToast } from './support/toast';

test.use({ storageState: ADMIN_STORAGE_STATE });

/** The demo administrator's name, as seeded; the journey gives it back at the end. */
const SEEDED = { first_name: 'Operations', last_name: 'Admin' };

async function renameThroughApi(page: Page, name: { first_name: string; last_name: string }) {
  const response = await page.request.put('/api/account/name', {
    data: name,
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.status()).toBe(200);
}

// A first try that stopped after the rename would leave the retry looking for a name that is gone.
test.beforeEach(async ({ page }) => {
  await renameThroughApi(page, SEEDED);
});

test('administrator opens Profile from the account menu, changes their name and finds password, second factor and sessions there', async ({
  page,
}) => {
  await page.goto('/admin/overview');
  await page.getByRole('button', { name: 'Account menu of Operations Admin' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page).toHaveTitle('Profile | Orion Transit & Custody');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Name', exact: true })).toBeVisible();
  const fullName = page.getByRole('main').getByRole('definition').first();
  await expect(fullName).toHaveText('Operations Admin');
  await expect(page.getByRole('main').getByText(E2E_ADMIN_EMAIL)).toBeVisible();

  // The password form, the second factor (on, and kept on: it is required of administrators) and
  // the sessions, this one among them.
  await expect(page.getByRole('heading', { level: 2, name: 'Password' })).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveAttribute(
    'autocomplete',
    'current-password',
  );
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Two-Factor Sign-In' })).toBeVisible();
  await expect(page.getByText('Required for staff.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New backup codes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off two-factor sign-in' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Your sessions' }).getByText('This device'),
  ).toBeVisible();
  await expectAccessible(page);

  // Edit Name, by keyboard: a name too short is refused under its field, then saved.
  const editName = page.getByRole('button', { name: 'Edit Name' });
  await editName.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Name' });
  const firstName = dialog.getByLabel('First Name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveValue('Operations');
  await expectAccessible(page);
  await firstName.fill('A');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('First name is too short');

  await firstName.fill('Ada');
  await dialog.getByLabel('Last Name').fill('  Lovelace ');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success!', 'Your profile has been updated.');
  await expect(dialog).toHaveCount(0);
  await expect(editName).toBeFocused();
  await expect(fullName).toHaveText('Ada Lovelace');
  await expect(page.getByRole('button', { name: 'Account menu of Ada Lovelace' })).toBeVisible();

  // Escape leaves the name as it is.
  await editName.click();
  await dialog.getByLabel('First Name').fill('Changed');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(fullName).toHaveText('Ada Lovelace');

  // Read back by the server, then given back for the journeys that share this administrator.
  await page.reload();
  await expect(fullName).toHaveText('Ada Lovelace');
  await renameThroughApi(page, SEEDED);
});
