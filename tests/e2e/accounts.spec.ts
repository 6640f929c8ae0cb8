import { expect, expectConsoleError, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_BASE_URL } from './support/environment';
import { waitForMail } from './support/mail';
import { registerClient } from './support/register-client';
import { unusedCode } from './support/totp';
import { adminTotpSecret, signInThroughApi } from './support/sign-in';

const PASSWORD = 'Vault-Journey-2026';
const uniqueEmail = (name: string) => `${name}.${Date.now()}@client.example`;

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const expectToast = async (page: Page, title: string, description?: string) => {
  await expect(notifications(page).getByText(title, { exact: true })).toBeVisible();
  if (description)
    await expect(notifications(page).getByText(description, { exact: true })).toBeVisible();
};

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });

async function fillSignIn(page: Page, email: string, password: string) {
  const form = signInForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function signUp(page: Page, email: string, accountType: 'Client' | 'Admin' = 'Client') {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First Name').fill('Jordan');
  await form.getByLabel('Last Name').fill('Reyes');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('radio', { name: accountType }).click();
  await form.getByRole('button', { name: 'Create Account' }).click();
}

test('visitor signs up, confirms the e-mail and signs in to the vault', async ({ page }) => {
  const email = uniqueEmail('jordan');
  await signUp(page, email);
  await expectToast(page, 'Sign Up Successful!');
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await expect(signInForm(page).getByLabel('Email')).toHaveValue(email);

  // Before confirming: the banner, not a toast.
  expectConsoleError(/status of 403 .*\/api\/auth\/sign-in\/email$/);
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByText('Email Not Confirmed')).toBeVisible();
  await expect(notifications(page).getByText('Login Failed')).toHaveCount(0);
  await page.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expectToast(page, 'Confirmation email sent!');

  const mail = await waitForMail((m) => m.to === email && /Confirm/.test(m.subject));
  expect(mail.text).toContain('Hello Jordan,');
  const link = mail.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(`${E2E_BASE_URL}/login`);
  await expectToast(page, 'Email confirmed');

  await fillSignIn(page, email, PASSWORD);
  await expectToast(page, 'Login Successful');
  await expect(page).toHaveURL(/\/vault\/items$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Vault is Empty' })).toBeVisible();
});

test('signing in with empty fields or a wrong password says so without saying which field', async ({
  page,
}) => {
  await page.goto('/login');
  await signInForm(page).getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Missing Information', 'Please fill in all required fields.');

  expectConsoleError(/status of 401 .*\/api\/auth\/sign-in\/email$/);
  await fillSignIn(page, 'amelia.hart@hartgallery.example', 'Not-The-Password-1');
  await expectToast(page, 'Login Failed', 'Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('an administrator signing in gives the code of their authenticator app and lands in the admin area (ASVS 5.0 V6.3.2)', async ({
  page,
}) => {
  await page.goto('/login');
  await fillSignIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  const secondStep = page.getByRole('form', { name: 'Two-factor sign-in' });
  await secondStep.getByLabel('Authentication code').fill(await unusedCode(adminTotpSecret()));
  await secondStep.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Login Successful');
  await expect(page).toHaveURL(/\/admin\/overview$/);
});

test('a signed-in user who opens the sign-in page is taken to their own area', async ({
  page,
  browser,
}) => {
  const client = await registerClient(page.request, {
    firstName: 'Elena',
    lastName: 'Brandt',
    password: PASSWORD,
  });
  await signInThroughApi(page, client.email, PASSWORD);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/vault\/items$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stored Items' })).toBeVisible();
  await page.goto('/login?redirect=%2Fvault%2Fsettings');
  await expect(page).toHaveURL(/\/vault\/settings$/);

  // The administrator's browser, already signed in by the setup project.
  const admin = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: ADMIN_STORAGE_STATE,
  });
  const adminPage = await admin.newPage();
  await adminPage.goto('/login');
  // A fresh context caches nothing: with two workers on two cores its first page asked for the
  // session 9.9 s after the address (then went on at once), so the first answer gets longer.
  await expect(adminPage).toHaveURL(/\/admin\/overview$/, { timeout: 20_000 });
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await admin.close();
});

test('a visitor sent away from a private page comes back to it after signing in', async ({
  page,
}) => {
  await page.goto('/vault/items');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fvault%2Fitems$/);
  await fillSignIn(page, 'sofia.alvarez@alvarezholdings.example', 'Orion-Demo-2026');
  await expect(page).toHaveURL(/\/vault\/items$/);
});

test('a client resets a forgotten password through the e-mailed link', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('reset');
  await signUp(page, email);
  await expectToast(page, 'Sign Up Successful!');
  const confirmation = await waitForMail((m) => m.to === email && /Confirm/.test(m.subject));
  await page.goto(confirmation.text.match(/https?:\/\/\S+verify-email\S+/)![0]);

  // Another browser stays signed in; the reset must end that session too.
  const other = await browser.newContext({ baseURL: E2E_BASE_URL });
  const otherPage = await other.newPage();
  await signInThroughApi(otherPage, email, PASSWORD);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill('');
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Password reset link sent!');
  await expect(dialog).toBeHidden();

  const mail = await waitForMail((m) => m.to === email && /Reset/.test(m.subject));
  expect(mail.text).toContain('Hello Jordan,');
  expect(mail.text).toContain('valid for one hour');
  await page.goto(mail.text.match(/https?:\/\/\S+reset-password\/\S+/)![0]);
  await expect(page).toHaveURL(/\/update-password\?token=/);
  await expectAccessible(page);

  await page.getByLabel(/^New Password/).fill('short');
  await page.getByLabel(/^Confirm New Password/).fill('different');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();

  await page.getByLabel(/^New Password/).fill('Fresh-Password-2026');
  await page.getByLabel(/^Confirm New Password/).fill('Fresh-Password-2026');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Password Updated Successfully');
  await expect(page).toHaveURL(/\/login$/);

  expect(await (await otherPage.request.get('/api/auth/get-session')).json()).toBeNull();
  await other.close();

  expectConsoleError(/status of 401 .*\/api\/auth\/sign-in\/email$/);
  await fillSignIn(page, email, PASSWORD);
  await expectToast(page, 'Login Failed');
  await fillSignIn(page, email, 'Fresh-Password-2026');
  await expectToast(page, 'Login Successful');
});

/**
 * Every title the toast region shows from now on, however briefly: one toast is kept at a time, so
 * a toast replaced a moment later would otherwise go unseen.
 */
async function recordToastTitles(page: Page) {
  await notifications(page).evaluate((region) => {
    const seen: string[] = [];
    (window as unknown as { toastTitles: string[] }).toastTitles = seen;
    new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { toastTitles: string[] }).toastTitles.join(' | '));
}

test('asking for a reset link from a filled-in sign-in form only sends the link', async ({
  page,
  request,
}) => {
  const client = await registerClient(request, {
    firstName: 'Quinn',
    lastName: 'Marlowe',
    password: PASSWORD,
  });
  const signInRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/auth/sign-in/email') signInRequests.push(sent.url());
  });
  await page.goto('/login');
  const toastTitles = await recordToastTitles(page);

  // With the right password typed: the link goes out, and nobody is signed in.
  await signInForm(page).getByLabel('Email').fill(client.email);
  await signInForm(page)
    .getByLabel(/^Password/)
    .fill(PASSWORD);
  await signInForm(page).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog.getByLabel('Email')).toHaveValue(client.email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Password reset link sent!');
  await expect(dialog).toBeHidden();
  await waitForMail((m) => m.to === client.email && /Reset/.test(m.subject));
  await expect(page).toHaveURL(/\/login$/);
  expect(await toastTitles()).not.toMatch(/Missing Information|Login/);
  expect(signInRequests).toEqual([]);
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();

  // With the sign-in form left empty: no 'Missing Information' for a form nobody sent.
  await page.reload();
  const emptyFormToasts = await recordToastTitles(page);
  await signInForm(page).getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email').fill(client.email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Password reset link sent!');
  expect(await emptyFormToasts()).not.toMatch(/Missing Information|Login/);
  expect(signInRequests).toEqual([]);
});

test('an invalid reset link is refused and leads back to sign in', async ({ page }) => {
  await page.goto('/api/auth/reset-password/not-a-token?callbackURL=%2Fupdate-password');
  await expectToast(page, 'Invalid Link', 'The password reset link is invalid or has expired.');
  await expect(page).toHaveURL(/\/login$/);
});

test('after logging out, Back does not show the private page', async ({ page }) => {
  await signInThroughApi(page, 'marcus.chen@chenjewelers.example', 'Orion-Demo-2026');
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Vault Portal' })
    .click();
  await expect(page.getByText('marcus.chen@chenjewelers.example')).toBeVisible();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expectToast(page, 'Logged out successfully');
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  await expect(page.getByText('marcus.chen@chenjewelers.example')).toHaveCount(0);
  await page.goto('/vault');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fvault$/);
});

test('a session ended on the server signs the browser out with a clear message', async ({
  page,
  browser,
}) => {
  const client = await registerClient(page.request, {
    firstName: 'Ended',
    lastName: 'Elsewhere',
    password: PASSWORD,
  });
  await page.clock.install();
  await signInThroughApi(page, client.email, client.password);
  await page.goto('/vault');
  await expect(page.getByText(client.email)).toBeVisible();

  // The same person changes the password in another browser, which ends every other session.
  const other = await browser.newContext({ baseURL: E2E_BASE_URL });
  const otherPage = await other.newPage();
  await signInThroughApi(otherPage, client.email, client.password);
  const changed = await otherPage.request.post('/api/account/password', {
    data: {
      currentPassword: client.password,
      newPassword: `${client.password}-new`,
      confirmPassword: `${client.password}-new`,
    },
    headers: { origin: E2E_BASE_URL },
  });
  expect(changed.status()).toBe(200);
  await other.close();

  // What the page asks for from now on is refused with 401, until it signs out.
  expectConsoleError(/status of 401 .*\/api\//);
  // The user comes back to the tab a few minutes later.
  await page.clock.fastForward('05:00');
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expectToast(page, 'Session expired', 'Your session has ended, please sign in again.');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fvault%2Fitems$/);
});

test('the sign-in and sign-up screens have no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/login');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('radio', { name: 'Admin' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expectAccessible(page);
});

test('an administrator logs out from the admin area', async ({ page }) => {
  await signInThroughApi(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expectToast(page, 'Logged out successfully', 'You have been securely logged out.');
  await expect(page).toHaveURL(/\/login$/);
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
});
