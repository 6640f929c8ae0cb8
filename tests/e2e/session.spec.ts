import { expect, test } from './support/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/environment';
import { signInThroughApi } from './support/sign-in';

const CLIENT_EMAIL = 'marcus.chen@chenjewelers.example';
const CLIENT_PASSWORD = 'Orion-Demo-2026';

test('a signed-in client is recognised from the cookie and sees the portal links', async ({
  page,
}) => {
  await signInThroughApi(page, CLIENT_EMAIL, CLIENT_PASSWORD);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Vault Portal' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Orion Transit & Custody/ }).first()).toHaveAttribute(
    'href',
    '/vault',
  );

  await page.goto('/vault');
  await expect(page.getByText(CLIENT_EMAIL)).toBeVisible();
  await expect(page.getByText('Client', { exact: true })).toBeVisible();
});

test('a client who opens the admin area is told access is denied', async ({ page }) => {
  await signInThroughApi(page, CLIENT_EMAIL, CLIENT_PASSWORD);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText('You do not have the required administrative privileges to view this page.'),
  ).toBeVisible();
});

test('an administrator reaches the admin area and the brand logo leads there', async ({ page }) => {
  await signInThroughApi(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await page.goto('/admin');
  const sidebar = page.getByRole('complementary', { name: 'Admin' });
  await expect(sidebar.getByText(E2E_ADMIN_EMAIL)).toBeVisible();
  await expect(sidebar.getByText('Administrator', { exact: true })).toBeVisible();
  await page.goto('/');
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Orion Transit & Custody/ }).first()).toHaveAttribute(
    'href',
    '/admin',
  );
});

test('logging out ends the session on the server and says so', async ({ page }) => {
  await signInThroughApi(page, CLIENT_EMAIL, CLIENT_PASSWORD);
  await page.goto('/');
  await page.getByRole('button', { name: 'Logout' }).click();
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('Logged out successfully', { exact: true })).toBeVisible();
  await expect(
    notifications.getByText('You have been securely logged out.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
  await page.goto('/vault');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fvault/);
});
