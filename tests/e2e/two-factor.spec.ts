import { expect, expectConsoleError, test } from './support/test';
import type { Page } from '@playwright/test';
import { wrongCode } from '../helpers/totp';
import { enrolThroughPage } from './support/enrol-two-factor';
import { E2E_BASE_URL } from './support/environment';
import { registerClient } from './support/register-client';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { waitForMail } from './support/mail';
import { enrolThroughApi, signInThroughApi } from './support/sign-in';
import { unusedCode } from './support/totp';

const PASSWORD = 'Second-Step-Sign-2026';

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  return page.getByRole('form', { name: 'Two-factor sign-in' });
}

async function signOut(page: Page) {
  const response = await page.request.post('/api/auth/sign-out', {
    data: {},
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.status()).toBe(200);
}

/** Turns two-factor sign-in on in Account Settings. */
async function enrolInSettings(page: Page) {
  await page.goto('/vault/settings');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const enrolled = await enrolThroughPage(page, PASSWORD);
  await expect(
    page.getByText('On: signing in asks for a code from your authenticator app.'),
  ).toBeVisible();
  return enrolled;
}

test('a client turns on two-factor sign-in from the portal banner and signs in with a code, each code once (ASVS 5.0 V6.3.2, V7.5.1, V6.5.1)', async ({
  page,
}) => {
  const client = await registerClient(page.request, {
    firstName: 'Tobias',
    lastName: 'Factor',
    password: PASSWORD,
  });
  await signInThroughApi(page, client.email, PASSWORD);
  await page.goto('/vault/items');
  const banner = page.getByRole('complementary', { name: 'Two-factor sign-in' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Turn it on in Account Settings' }).click();
  await expect(page).toHaveURL(/\/vault\/settings$/);

  const { secret } = await enrolInSettings(page);
  await expect(banner).toHaveCount(0);
  await signOut(page);

  const secondStep = await signInWithPassword(page, client.email);
  expectConsoleError(/status of 401 .*\/api\/auth\/two-factor\/verify-totp$/);
  await secondStep.getByLabel('Authentication code').fill(wrongCode(secret));
  await secondStep.getByRole('button', { name: 'Verify' }).click();
  await expect(notifications(page).getByText('Invalid code', { exact: true })).toBeVisible();
  // Still acceptable when it is given again below, so only its first use can refuse it.
  const code = await unusedCode(secret, 30_000);
  await secondStep.getByLabel('Authentication code').fill(code);
  await secondStep.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/vault\/items$/);
  // Signed out only once the page has read the items: a read still under way would meet a 401.
  await expect(page.getByText('Your Vault is Empty')).toBeVisible();

  // ASVS 5.0 V6.5.1: the same code does not sign in a second time; the app's next one does.
  await signOut(page);
  const again = await signInWithPassword(page, client.email);
  await again.getByLabel('Authentication code').fill(code);
  await again.getByRole('button', { name: 'Verify' }).click();
  await expect(notifications(page).getByText('Invalid code', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await again.getByLabel('Authentication code').fill(await unusedCode(secret));
  await again.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/vault\/items$/);
});

test('a backup code signs a client in once, and not a second time (ASVS 5.0 V6.5.1)', async ({
  page,
}) => {
  const client = await registerClient(page.request, {
    firstName: 'Bea',
    lastName: 'Backup',
    password: PASSWORD,
  });
  await signInThroughApi(page, client.email, PASSWORD);
  const { backupCodes } = await enrolInSettings(page);
  await signOut(page);

  expectConsoleError(/status of 401 .*\/api\/auth\/two-factor\/verify-backup-code$/);
  for (const attempt of ['first', 'second'] as const) {
    const secondStep = await signInWithPassword(page, client.email);
    await secondStep.getByRole('button', { name: 'Use a backup code instead' }).click();
    await secondStep.getByLabel('Backup code').fill(backupCodes[0]!);
    await secondStep.getByRole('button', { name: 'Verify' }).click();
    if (attempt === 'first') {
      await expect(page).toHaveURL(/\/vault\/items$/);
      await signOut(page);
    } else {
      await expect(
        notifications(page).getByText('Invalid backup code', { exact: true }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    }
  }
});

test("an administrator resets a client's lost second factor and the client is told by e-mail (ASVS 5.0 V6.4.4)", async ({
  page,
  browser,
}) => {
  const client = await registerClient(page.request, {
    firstName: 'Rosa',
    lastName: 'Lostphone',
    password: PASSWORD,
  });
  await signInThroughApi(page, client.email, PASSWORD);
  await enrolThroughApi(page, PASSWORD);
  await signOut(page);

  const adminContext = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: ADMIN_STORAGE_STATE,
  });
  const admin = await adminContext.newPage();
  await admin.goto('/admin/clients');
  await admin.getByRole('searchbox', { name: 'Search clients' }).fill(client.email);
  const name = 'Rosa Lostphone';
  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'Reset two-factor' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Reset two-factor sign-in?' });
  await expect(confirm).toContainText('they are told by e-mail');
  await confirm.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(
    notifications(admin).getByText('Two-factor sign-in reset', { exact: true }),
  ).toBeVisible();
  await adminContext.close();

  const mail = await waitForMail(
    (m) => m.to === client.email && m.subject === 'Your two-factor sign-in was reset',
  );
  expect(mail.text).toContain('Your second factor was reset by our staff');
  // The password alone signs the client in again.
  await signInWithPassword(page, client.email);
  await expect(page).toHaveURL(/\/vault\/items$/);
});

// The administrator forced to enrol before any admin page shows: admin-access.spec.ts, where an
// approved requester opens the admin area for the first time.
