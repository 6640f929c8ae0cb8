import { expect, expectConsoleError, test } from './support/test';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { E2E_MAIL_URL } from './support/environment';
import { waitForMail } from './support/mail';
import { registerClient } from './support/register-client';
import { signInThroughApi } from './support/sign-in';
import { expectToast } from './support/toast';
import type { ReceivedMail } from '../helpers/smtp-sink';

const PASSWORD = 'Passkey-Journey-2026';
const PASSKEYS_CHANGED = 'Your passkeys were changed';

/**
 * Chromium's virtual authenticator (CDP WebAuthn): a platform authenticator with resident keys
 * and user verification (the fingerprint or PIN always succeeds), so the real browser ceremony runs
 * without a person. WebAuthn needs a secure context and a host name as RP ID: the e2e server is
 * http://localhost.
 */
async function addVirtualAuthenticator(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function credentialsOf(cdp: CDPSession, authenticatorId: string) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

async function passkeyAlertsTo(email: string): Promise<number> {
  const mails = (await (await fetch(E2E_MAIL_URL)).json()) as ReceivedMail[];
  return mails.filter((mail) => mail.to === email && mail.subject === PASSKEYS_CHANGED).length;
}

/** The portal sidebar's Log Out. */
async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expectToast(page, 'Logged out successfully');
}

test('V6.3.3 V6.3.7 a client adds a passkey in Account Settings, signs in with it alone on /login, and removes it', async ({
  page,
  context,
  request,
}) => {
  const client = await registerClient(request, {
    firstName: 'Priya',
    lastName: 'Raman',
    password: PASSWORD,
  });
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page, context);
  await signInThroughApi(page, client.email, PASSWORD);

  await page.goto('/vault/settings');
  await expect(page.getByRole('heading', { name: 'Passkeys', exact: true })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Please give the passkey a name.')).toBeVisible();
  await dialog.getByLabel(/^Passkey name/).fill('Work laptop');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Passkey added', 'Work laptop can now sign you in.');
  await expect(dialog).toBeHidden();

  const passkeys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys).toContainText('Work laptop');
  await expect(passkeys).toContainText('Never used');
  await expect(passkeys).toContainText(/This device only|Synced/);
  await expectAccessible(page);
  const [credential] = await credentialsOf(cdp, authenticatorId);
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await waitForMail((mail) => mail.to === client.email && mail.subject === PASSKEYS_CHANGED);

  await logOut(page);
  await page.goto('/login');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expectToast(page, 'Login Successful');
  await expect(page).toHaveURL(/\/vault\/items$/);
  await expect(page.getByText(client.email)).toBeVisible();

  await page.goto('/vault/settings');
  await expect(passkeys).toContainText('Last used');
  await page.getByRole('button', { name: 'Remove passkey: Work laptop' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
  await expect(confirm).toContainText('Work laptop will no longer sign you in.');
  await confirm.getByRole('button', { name: 'Remove passkey' }).click();
  await expectToast(page, 'Passkey removed', 'Work laptop can no longer sign you in.');
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await expect.poll(() => passkeyAlertsTo(client.email), { timeout: 15_000 }).toBe(2);

  expectConsoleError(/status of 401 .*\/api\/auth\/passkey\/sign-in$/);
  // The authenticator still holds the removed passkey: it signs in no more.
  await logOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('That passkey could not sign you in.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a passkey sign-in with no passkey for this site says it was cancelled or timed out', async ({
  page,
  context,
}) => {
  await addVirtualAuthenticator(page, context);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The passkey request was cancelled or timed out.',
  );
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
});
