import { expect, expectConsoleError, test } from './support/test';
import type { Browser, Page } from '@playwright/test';
import { linkIn } from '../helpers/smtp-sink';
import { expectAccessible } from './support/accessibility';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_BASE_URL } from './support/environment';
import { waitForMail } from './support/mail';
import { enrolThroughPage } from './support/enrol-two-factor';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'Requester-Pass-42';

/** Signs up with the Admin account type and confirms the address from the e-mail. */
async function requestAdminAccess(page: Page, firstName: string, lastName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}@requester.example`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password: PASSWORD,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      accountType: 'admin',
      callbackURL: '/login',
    },
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.status()).toBe(200);
  const mail = await waitForMail((m) => m.to === email && /Confirm/.test(m.subject));
  await page.goto(linkIn(mail, `${E2E_BASE_URL}/api/auth/verify-email`));
  await expect(page).toHaveURL(/\/login$/);
  return { email, name: `${firstName} ${lastName}` };
}

/** The admin's panel entry for one request, once the admin has opened /admin. */
async function openRequestAsAdmin(page: Page, email: string) {
  await signInThroughApi(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'Admin access requests' });
  await expect(panel.getByRole('heading', { name: 'Admin access requests' })).toBeVisible();
  const request = panel.getByRole('listitem').filter({ hasText: email });
  await expect(request).toBeVisible();
  return { panel, request };
}

/** Opens /admin as the requester, in a browser of their own. */
async function openAdminAreaAs(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const requesterPage = await context.newPage();
  await signInThroughApi(requesterPage, email, PASSWORD);
  await requesterPage.goto('/admin');
  return { requesterPage, close: () => context.close() };
}

test('an administrator approves an admin-access request and the requester becomes an administrator who must enrol a second factor first (ASVS 5.0 V6.3.2)', async ({
  page,
  browser,
}) => {
  const { email, name } = await requestAdminAccess(page, 'Avery', 'Lindqvist');
  const { panel, request } = await openRequestAsAdmin(page, email);
  await expect(request.getByText(name, { exact: true })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
  await expect(request.getByText(`Requested ${today}`)).toBeVisible();
  await expectAccessible(page);

  await request.getByRole('button', { name: `Approve ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve administrator access?' });
  await expect(confirm).toContainText(
    `${name} becomes an administrator and can see and change every shipment, client and vault item.`,
  );
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(confirm).toHaveCount(0);
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('Access approved', { exact: true })).toBeVisible();
  await expect(
    notifications.getByText(`${email} is now an administrator.`, { exact: true }),
  ).toBeVisible();
  await expect(panel.getByText(email)).toHaveCount(0);

  const mail = await waitForMail(
    (m) => m.to === email && m.subject === 'Your administrator access was approved',
  );
  expect(mail.text).toContain(`Sign in: ${E2E_BASE_URL}/login`);

  // Two-factor sign-in is mandatory for administrators (ASVS 5.0 V6.3.2): the new administrator
  // is sent to enrol before any admin page shows, then lands on the overview.
  const { requesterPage, close } = await openAdminAreaAs(browser, email);
  await expect(requesterPage).toHaveURL(/\/admin\/security\/enrol$/);
  await expect(
    requesterPage.getByRole('heading', { name: 'Set up two-factor sign-in' }),
  ).toBeVisible();
  await expectAccessible(requesterPage);
  await requesterPage.goto('/admin/clients');
  await expect(requesterPage).toHaveURL(/\/admin\/security\/enrol$/);
  await enrolThroughPage(requesterPage, PASSWORD);
  await expect(requesterPage.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(requesterPage.getByText('Administrator', { exact: true })).toBeVisible();
  await close();
});

test('an administrator rejects an admin-access request and the requester stays a client', async ({
  page,
  browser,
}) => {
  const { email, name } = await requestAdminAccess(page, 'Rowan', 'Castellanos');
  const { panel, request } = await openRequestAsAdmin(page, email);

  // Cancel changes nothing: no decision is sent and the request stays.
  const decisions: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/admin\/access-requests\/.+\/(approve|reject)$/.test(sent.url())) {
      decisions.push(sent.url());
    }
  });
  const reject = request.getByRole('button', { name: `Reject ${name}` });
  await reject.click();
  const confirm = page.getByRole('alertdialog', { name: 'Reject this request?' });
  await expect(confirm).toContainText(
    `${name} stays a client and is told by e-mail that the request was not approved.`,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(reject).toBeFocused();
  await expect(request).toBeVisible();
  expect(decisions).toEqual([]);

  await reject.click();
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(confirm).toHaveCount(0);
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('Request rejected', { exact: true })).toBeVisible();
  await expect(notifications.getByText(`${email} stays a client.`, { exact: true })).toBeVisible();
  await expect(panel.getByText(email)).toHaveCount(0);

  const mail = await waitForMail(
    (m) => m.to === email && m.subject === 'Your administrator access request',
  );
  expect(mail.text).toContain('An administrator did not approve your request');

  const { requesterPage, close } = await openAdminAreaAs(browser, email);
  await expect(requesterPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await close();
});

test('an administrator is told when another administrator already decided the request', async ({
  page,
}) => {
  const { email, name } = await requestAdminAccess(page, 'Morgan', 'Okafor');
  const { panel, request } = await openRequestAsAdmin(page, email);
  const [pending] = (
    (await (await page.request.get('/api/admin/access-requests')).json()) as {
      requests: { id: string; email: string }[];
    }
  ).requests.filter((r) => r.email === email);
  const decidedElsewhere = await page.request.post(
    `/api/admin/access-requests/${pending!.id}/approve`,
    { headers: { origin: E2E_BASE_URL } },
  );
  expect(decidedElsewhere.status()).toBe(200);

  expectConsoleError(/status of 404 .*\/api\/admin\/access-requests\/[0-9a-f-]+\/reject$/);
  await request.getByRole('button', { name: `Reject ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Reject this request?' })
    .getByRole('button', { name: 'Reject' })
    .click();
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(
    notifications.getByText('Could not update the request', { exact: true }),
  ).toBeVisible();
  await expect(
    notifications.getByText('No pending access request for this account.', { exact: true }),
  ).toBeVisible();
  await expect(panel.getByText(email)).toHaveCount(0);
});
