import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { E2E_BASE_URL } from './support/environment';
import { registerClient } from './support/register-client';
import { signInThroughApi } from './support/sign-in';

test.use({ storageState: ADMIN_STORAGE_STATE });

/** Marks the document, so a test can tell that what changed on screen came without a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}

async function stillTheSameDocument(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
}

test('a new tracking update reaches the open /track page, the portal and the admin detail without reload', async ({
  page,
  browser,
}) => {
  test.slow();
  const client = await registerClient(page.request, {
    firstName: 'Livia',
    lastName: 'Stream',
    password: 'Live-Updates-2026',
  });
  const { options } = (await (
    await page.request.get(`/api/admin/clients/options?search=${encodeURIComponent(client.email)}`)
  ).json()) as { options: { id: string }[] };
  const created = await page.request.post('/api/admin/shipments', {
    data: { client_id: options[0]!.id, origin: 'Geneva', destination: 'London' },
    headers: { origin: E2E_BASE_URL },
  });
  expect(created.status()).toBe(201);
  const shipment = (await created.json()) as { id: string; tracking_number: string };

  // A visitor holding the number.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/track?number=${shipment.tracking_number}`);
  const timeline = visitor.getByRole('region', { name: 'Shipment Timeline' });
  await expect(visitor.getByText('Pending', { exact: true }).first()).toBeVisible();
  await markDocument(visitor);

  // The client on their shipments page.
  const clientContext = await browser.newContext();
  const portal = await clientContext.newPage();
  await signInThroughApi(portal, client.email, client.password);
  await portal.goto('/vault/shipments');
  const row = portal.getByRole('row').filter({ hasText: shipment.tracking_number });
  await expect(row.getByText('Pending')).toBeVisible();
  await markDocument(portal);

  // The administrator on the shipment's detail page.
  await page.goto(`/admin/shipments/${shipment.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await markDocument(page);

  // Another request, as another administrator's browser or instance would make it.
  const update = await page.request.post(`/api/admin/shipments/${shipment.id}/updates`, {
    data: { status: 'in_transit', location: 'Zurich Freeport', description: 'Seal checked' },
    headers: { origin: E2E_BASE_URL },
  });
  expect(update.status()).toBe(201);

  await expect(timeline.getByText('Zurich Freeport')).toBeVisible();
  await expect(visitor.getByText('In Transit', { exact: true }).first()).toBeVisible();
  await expect(
    visitor.getByRole('status').filter({ hasText: 'Tracking updated: In Transit' }),
  ).toHaveCount(1);
  await stillTheSameDocument(visitor);

  await expect(row.getByText('In Transit')).toBeVisible();
  await stillTheSameDocument(portal);

  await expect(page.getByText('Zurich Freeport').first()).toBeVisible();
  await stillTheSameDocument(page);

  await visitorContext.close();
  await clientContext.close();
});
