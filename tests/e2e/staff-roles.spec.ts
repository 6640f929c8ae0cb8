import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { EVERY_ADMIN_PAGE } from './support/admin-pages';
import { E2E_BASE_URL } from './support/environment';
import { signInNewStaff } from './support/staff-account';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

test('an auditor reads every page and exports, and changes nothing: no control, and 403 when forced', async ({
  page,
}) => {
  await signInNewStaff(page, 'auditor');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(sidebar(page).getByRole('link')).toHaveText(EVERY_ADMIN_PAGE);
  await expect(page.getByText('Auditor').first()).toBeVisible();

  await page.goto('/admin/shipments');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Shipment' })).toHaveCount(0);

  const exported = await page.request.get('/api/admin/analytics/exports/shipments.csv');
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toMatch(/^text\/csv/);

  await page.goto('/admin/settings');
  await expect(page.getByLabel('Contact Email')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Settings' })).toHaveCount(0);
  const vehicles = page.getByRole('region', { name: 'Vehicles' });
  await expect(vehicles.getByRole('row', { name: /OTC 099/ })).toContainText('Retired');
  await expect(vehicles.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Vehicle' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/admin/dispatch');
  await expect(
    page.getByRole('region', { name: 'Crews' }).getByRole('row', { name: /Crew Ramos/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Crew' })).toHaveCount(0);

  const settings = await (await page.request.get('/api/admin/settings')).json();
  const forced = await page.request.put('/api/admin/settings', {
    data: settings,
    headers: { origin: E2E_BASE_URL },
  });
  expect(forced.status()).toBe(403);
  expect((await forced.json()).error.message).toBe(
    'Your staff role, Auditor, does not allow this.',
  );
});

test('a custodian sees the vault and not the shipments, whose page says so', async ({ page }) => {
  await signInNewStaff(page, 'custodian');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(sidebar(page).getByRole('link')).toHaveText([
    'Overview',
    'Vault Storage',
    'Requests',
  ]);
  await expect(page.getByRole('link', { name: 'Open the Issues queue' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Admin access requests' })).toHaveCount(0);

  await sidebar(page).getByRole('link', { name: 'Vault Storage' }).click();
  await expect(page.getByRole('button', { name: 'Add Vault Item' })).toBeVisible();

  await page.goto('/admin/shipments');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Shipments is not part of your role, Custodian.')).toBeVisible();
  await expectAccessible(page);
});
