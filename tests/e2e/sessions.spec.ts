import { expect, expectConsoleError, test } from './support/test';
import { SECURE_ACCOUNT_LINK_USED } from '#shared/account-session';
import { expectAccessible } from './support/accessibility';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { E2E_BASE_URL } from './support/environment';
import { waitForMail } from './support/mail';
import { registerClient } from './support/register-client';
import { signInThroughApi } from './support/sign-in';
import { expectToast } from './support/toast';

const PASSWORD = 'Session-Journey-2026';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';

test('V7.5.2 V7.4.1 V6.3.5 a client ends a session of another browser from Account Settings, that browser is sent to sign in, and "This wasn\'t me" ends the rest', async ({
  page,
  browser,
  request,
}) => {
  const client = await registerClient(request, {
    firstName: 'Nadia',
    lastName: 'Okafor',
    password: PASSWORD,
  });
  await signInThroughApi(page, client.email, PASSWORD);
  const otherContext = await browser.newContext({
    baseURL: E2E_BASE_URL,
    userAgent: FIREFOX_WINDOWS,
  });
  const other = await otherContext.newPage();
  await signInThroughApi(other, client.email, PASSWORD);
  await other.goto('/vault/settings');
  await expect(other.getByRole('heading', { name: 'Sessions', exact: true })).toBeVisible();

  await page.goto('/vault/settings');
  const sessions = page.getByRole('list', { name: 'Your sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByText('Firefox 145 on Windows')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'End session: Firefox 145 on Windows' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'End this session?' });
  await expect(confirm).toContainText('Firefox 145 on Windows will be signed out at once.');
  await confirm.getByRole('button', { name: 'End session' }).click();
  await expectToast(page, 'Session ended', 'Firefox 145 on Windows is signed out.');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  expect((await other.request.get('/api/account/me')).status()).toBe(401);
  await other.reload();
  await expect(other).toHaveURL(/\/login/);
  await otherContext.close();

  const alert = await waitForMail(
    (mail) => mail.to === client.email && mail.subject === 'New sign-in to your account',
  );
  expect(alert.text).toContain('Firefox 145 on Windows');
  const link = alert.text.match(/https?:\/\/\S+\/secure-account\?token=\S+/)?.[0];
  expect(link, "the alert's This wasn't me link").toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Secure your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out everywhere and reset my password' }).click();
  await expect(
    page.getByText(
      'All sessions were ended and any passkeys removed. We sent you an e-mail to choose a new password.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Your old password no longer works: choose a new one with the link in that e-mail.',
    ),
  ).toBeVisible();
  expect((await page.request.get('/api/account/me')).status()).toBe(401);
  await waitForMail((mail) => mail.to === client.email && /Reset/.test(mail.subject));

  // The link works once (decision 051): opened again, it says so and ends nothing. The refusal is
  // a 400, which the browser logs as a failed request.
  expectConsoleError(/status of 400 .*\/api\/account\/secure$/);
  await page.goto(link!);
  await page.getByRole('button', { name: 'Sign out everywhere and reset my password' }).click();
  await expect(page.getByRole('alert')).toHaveText(SECURE_ACCOUNT_LINK_USED);
});

test("V7.4.5 an administrator ends a client's sessions, one and then all, from the Clients list, each only once confirmed", async ({
  page,
  browser,
  request,
}) => {
  const client = await registerClient(request, {
    firstName: 'Tomas',
    lastName: 'Lindqvist',
    password: PASSWORD,
  });
  await signInThroughApi(page, client.email, PASSWORD);
  const elsewhere = await request.post('/api/auth/sign-in/email', {
    data: { email: client.email, password: PASSWORD },
    headers: { origin: E2E_BASE_URL },
  });
  expect(elsewhere.status()).toBe(200);
  await page.goto('/vault/settings');
  await expect(page.getByRole('list', { name: 'Your sessions' })).toBeVisible();

  const adminContext = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: ADMIN_STORAGE_STATE,
  });
  const admin = await adminContext.newPage();
  await admin.goto('/admin/clients');
  await admin.getByRole('searchbox', { name: 'Search clients' }).fill(client.email);
  const name = `${client.firstName} ${client.lastName}`;
  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'Sessions' }).click();
  const dialog = admin.getByRole('dialog', { name: `Sessions of ${name}` });
  const sessions = dialog.getByRole('list', { name: `Sessions of ${name}` });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(admin);
  const endFirst = sessions.getByRole('button', { name: /^End session: / }).first();
  const sessionName = (await endFirst.getAttribute('aria-label'))!.replace('End session: ', '');

  // Cancel keeps the session: nothing is ended until the administrator confirms.
  await endFirst.click();
  const confirmEnd = admin.getByRole('alertdialog', { name: 'End this session?' });
  await expect(confirmEnd).toContainText(
    `${sessionName} will be signed out of ${name}'s account at once.`,
  );
  await expectAccessible(admin);
  await confirmEnd.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmEnd).toHaveCount(0);
  await expect(endFirst).toBeFocused();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  const stillSignedIn = await page.request.get('/api/account/sessions');
  expect(((await stillSignedIn.json()) as { sessions: unknown[] }).sessions).toHaveLength(2);

  await endFirst.click();
  await confirmEnd.getByRole('button', { name: 'End session' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Session ended: ${sessionName} is signed out.`,
  );
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  await dialog.getByRole('button', { name: 'End all sessions' }).click();
  const confirmAll = admin.getByRole('alertdialog', { name: 'End all sessions?' });
  await expect(confirmAll).toContainText(
    `Every browser where ${name} is signed in will be signed out at once.`,
  );
  await confirmAll.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmAll).toHaveCount(0);
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'End all sessions' }).click();
  await confirmAll.getByRole('button', { name: 'End all sessions' }).click();
  await expect(dialog.getByRole('status')).toHaveText('1 session ended.');
  await expect(dialog.getByText('This client is not signed in anywhere.')).toBeVisible();
  await adminContext.close();

  expect((await page.request.get('/api/account/me')).status()).toBe(401);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
});
