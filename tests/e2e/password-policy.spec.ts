import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PASSWORD_POLICY_TEXT } from '#shared/password-policy';
import { expectAccessible } from './support/accessibility';
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
  await form.getByRole('button', { name: 'Create Account' }).click();

  // The server refuses it: its message is the field's, announced with it.
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(
    new RegExp(PASSWORD_POLICY_TEXT.tooCommon.replace(/[.:]/g, '\\$&')),
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
