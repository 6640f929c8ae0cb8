import { expect, expectConsoleError, test } from './support/test';
import type { Page } from '@playwright/test';
import { PASSWORD_POLICY_TEXT } from '#shared/password-policy';
import { expectAccessible } from './support/accessibility';
import { E2E_BASE_URL } from './support/environment';
import { waitForMail } from './support/mail';
import { registerClient } from './support/register-client';
import { signInThroughApi } from './support/sign-in';
import { expectToast } from './support/toast';

const uniqueEmail = (name: string) => `${name}.${Date.now()}@client.example`;

/** Every script the page fetched whose name says it is the password estimator's chunk. */
function estimatorRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/password-estimator-[\w-]+\.js$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('V6.2.4 visitor picking a common password at sign-up sees it refused on the field, with a strength meter that reacts', async ({
  page,
}) => {
  const fetched = estimatorRequests(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Track Shipment' }).first()).toBeVisible();
  expect(fetched, 'the estimator is not part of the public pages').toEqual([]);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First Name').fill('Morgan');
  await form.getByLabel('Last Name').fill('Quill');
  await form.getByLabel('Email').fill(uniqueEmail('morgan'));
  const password = form.getByLabel(/^Password/);
  const meter = form.getByRole('meter', { name: 'Strength of this password' });
  await expect(meter).toHaveCount(0);

  // A password holding the name is flagged while typing.
  await password.fill('Morgan-Harbour-77');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
  await expect(form.getByText(PASSWORD_POLICY_TEXT.personal)).toBeVisible();
  expect(fetched).toHaveLength(1);

  await password.fill('Password123');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
  await expect(form.getByText('Strength: Weak')).toBeVisible();
  expectConsoleError(/status of 400 .*\/api\/auth\/sign-up\/email$/);
  await form.getByRole('button', { name: 'Create Account' }).click();

  // The server refuses it: its message is the field's, announced with it.
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(
    `At least 8 characters. ${PASSWORD_POLICY_TEXT.tooCommon}`,
  );
  await expect(form.getByRole('alert')).toHaveText(PASSWORD_POLICY_TEXT.tooCommon);
  await expectToast(page, 'Sign Up Failed', PASSWORD_POLICY_TEXT.tooCommon);
  await expectAccessible(page);

  await password.fill('Quartz-Ledger-Vault-58');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
  await expect(form.getByText('Strength: Strong')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Sign Up Successful!');
});

test('V6.2.11 client resetting a password cannot choose one holding their name: the server says so on the field', async ({
  page,
}) => {
  const client = await registerClient(page.request, {
    firstName: 'Rhona',
    lastName: 'Resetter',
    password: 'Quartz-Ledger-Vault-58',
  });
  const requested = await page.request.post('/api/auth/request-password-reset', {
    data: { email: client.email, redirectTo: '/update-password' },
    headers: { origin: E2E_BASE_URL },
  });
  expect(requested.status()).toBe(200);
  const mail = await waitForMail((m) => m.to === client.email && /Reset/.test(m.subject));
  await page.goto(mail.text.match(/https?:\/\/\S+reset-password\/\S+/)![0]);
  await expect(page).toHaveURL(/\/update-password\?token=/);

  expectConsoleError(/status of 400 .*\/api\/auth\/reset-password$/);
  // The page knows only the link's token, so the meter cannot see the name; the server can.
  const newPassword = page.getByLabel(/^New Password/);
  await newPassword.fill('Rhona-Harbour-Compass-7');
  await page.getByLabel(/^Confirm New Password/).fill('Rhona-Harbour-Compass-7');
  await expect(page.getByRole('meter', { name: 'Strength of this password' })).toBeVisible();
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(newPassword).toHaveAccessibleDescription(
    `At least 8 characters. ${PASSWORD_POLICY_TEXT.personal}`,
  );
  await expectToast(page, 'Error updating password', PASSWORD_POLICY_TEXT.personal);
  await expect(page).toHaveURL(/\/update-password\?token=/);

  await newPassword.fill('Amber-Compass-Tide-31');
  await page.getByLabel(/^Confirm New Password/).fill('Amber-Compass-Tide-31');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Password Updated Successfully');
});

test('V6.2.4 client changing the password in Account Settings sees a common one refused on the New Password field', async ({
  page,
}) => {
  const client = await registerClient(page.request, {
    firstName: 'Cyrus',
    lastName: 'Changer',
    password: 'Quartz-Ledger-Vault-58',
  });
  await signInThroughApi(page, client.email, client.password);
  await page.goto('/vault/settings');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByRole('tab', { name: 'Security' }).click();
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  const meter = dialog.getByRole('meter', { name: 'Strength of this password' });

  await field('Current Password').fill(client.password);
  await field('New Password').fill('Cyrus-Harbour-Compass-7');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
  await expect(dialog.getByText(PASSWORD_POLICY_TEXT.personal)).toBeVisible();

  expectConsoleError(/status of 400 .*\/api\/account\/password$/);
  await field('New Password').fill('Football1');
  await field('Confirm New Password').fill('Football1');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(field('New Password')).toHaveAccessibleDescription(
    `At least 8 characters. Your other signed-in devices will be signed out. ${PASSWORD_POLICY_TEXT.tooCommon}`,
  );
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  await field('New Password').fill('Amber-Compass-Tide-31');
  await field('Confirm New Password').fill('Amber-Compass-Tide-31');
  await expect(meter).not.toHaveAttribute('aria-valuetext', 'Weak');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Success!', 'Your password has been updated.');
});
