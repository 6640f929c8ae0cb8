import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { recordPickupThroughApi, shipmentForNewCrew } from './support/crew-shipment';
import { E2E_BASE_URL } from './support/environment';
import { registerClient } from './support/register-client';
import { signInThroughApi } from './support/sign-in';
import { signInNewStaff } from './support/staff-account';
import { expectToast } from './support/toast';

// The administrator's session comes from the setup project; the owner is this journey's own.
test.use({ storageState: ADMIN_STORAGE_STATE });

const headers = { origin: E2E_BASE_URL };

/** A shipment of the owner's from New York to Boston, given to a new courier's crew and picked up. */
async function shipmentInCrewHands(admin: Page, courier: Page, ownerEmail: string) {
  const shipment = await shipmentForNewCrew(admin, courier, {
    clientSearch: ownerEmail,
    shipment: { origin: 'New York, NY', destination: 'Boston, MA' },
    withVehicle: true,
  });
  await recordPickupThroughApi(courier, shipment.id, {
    seal: 'NYC-1001',
    latitude: 40.7128,
    longitude: -74.006,
  });
  return shipment;
}

function reportPosition(
  courier: Page,
  shipmentId: string,
  point: { latitude: number; longitude: number; accuracy_m: number },
) {
  return courier.request.post('/api/courier/positions', {
    data: {
      positions: [{ shipment_id: shipmentId, ...point, device_time: new Date().toISOString() }],
    },
    headers,
  });
}

test('the owner follows their shipment on the live map of /track and the portal, which moves without a reload; a visitor sees no map', async ({
  page,
  browser,
}) => {
  test.slow();
  const ownerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const owner = await registerClient(ownerContext.request, {
    firstName: 'Mara',
    lastName: 'Maps',
    password: 'Sealed-Route-2026',
  });
  const courierContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const courier = await courierContext.newPage();
  await signInNewStaff(courier, 'courier');
  const shipment = await shipmentInCrewHands(page, courier, owner.email);

  // The owner, signed in, opens /track: the route is drawn, no position yet.
  const ownerPage = await ownerContext.newPage();
  await signInThroughApi(ownerPage, owner.email, owner.password);
  await ownerPage.goto(`/track?number=${shipment.tracking_number}`);
  await expectToast(ownerPage, 'Shipment Found');
  const mapCard = ownerPage.getByRole('region', { name: 'Live Map' });
  const map = mapCard.getByRole('img', {
    name: /^Map of the route from New York, NY to Boston, MA/,
  });
  await expect(map).toBeVisible();
  await expect(
    mapCard.getByText('No positions yet: the map shows the crew once it reports.', { exact: true }),
  ).toBeVisible();

  // The crew reports from New Haven; the open page shows it without a reload.
  const reported = await reportPosition(courier, shipment.id, {
    latitude: 41.3083,
    longitude: -72.9279,
    accuracy_m: 20,
  });
  expect(reported.status()).toBe(201);
  await expect(
    mapCard.getByText(/^Last position .+, 112 km from New York, NY, ±20 m$/),
  ).toBeVisible();
  await expect(map).toHaveAccessibleName(/Last position .+, 112 km from New York, NY, ±20 m\.$/);

  // And again, from Providence, nearer Boston.
  expect(
    (
      await reportPosition(courier, shipment.id, {
        latitude: 41.824,
        longitude: -71.4128,
        accuracy_m: 12,
      })
    ).status(),
  ).toBe(201);
  await expect(mapCard.getByText(/^Last position .+, 66 km from Boston, MA, ±12 m$/)).toBeVisible();
  await expectAccessible(ownerPage);

  // In the portal, My Shipments opens the same map in a dialog, which moves while open.
  await ownerPage.goto('/vault/shipments');
  await ownerPage.getByRole('button', { name: `Map of ${shipment.tracking_number}` }).click();
  const mapDialog = ownerPage.getByRole('dialog', {
    name: `Live Map of ${shipment.tracking_number}`,
  });
  await expect(
    mapDialog.getByText(/^Last position .+, 66 km from Boston, MA, ±12 m$/),
  ).toBeVisible();
  await expectAccessible(ownerPage);
  expect(
    (
      await reportPosition(courier, shipment.id, {
        latitude: 42.2626,
        longitude: -71.8023,
        accuracy_m: 15,
      })
    ).status(),
  ).toBe(201);
  await expect(
    mapDialog.getByText(/^Last position .+, \d+ km from Boston, MA, ±15 m$/),
  ).toBeVisible();
  await ownerPage.keyboard.press('Escape');
  await expect(mapDialog).toHaveCount(0);
  await expect(
    ownerPage.getByRole('button', { name: `Map of ${shipment.tracking_number}` }),
  ).toBeFocused();

  // A visitor on the same page sees the public answer only.
  const visitorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/track?number=${shipment.tracking_number}`);
  await expectToast(visitor, 'Shipment Found');
  await expect(visitor.getByRole('region', { name: 'Actions' })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Live Map' })).toHaveCount(0);
  await expect(visitor.getByRole('img', { name: /^Map of the route/ })).toHaveCount(0);

  // Staff follow it on the shipment's page.
  await page.goto(`/admin/shipments/${shipment.id}`);
  await expect(page.getByText(/^Last position .+, \d+ km from Boston, MA, ±15 m$/)).toBeVisible();
  await expectAccessible(page);
  await Promise.all([ownerContext.close(), courierContext.close(), visitorContext.close()]);
});
