import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { DISPATCH_TIME_ZONE } from '../../src/shared/admin/dispatch-board';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { E2E_BASE_URL } from './support/environment';
import { registerClient } from './support/register-client';
import { signInNewStaff } from './support/staff-account';
import { expectToast } from './support/toast';

// The administrator prepares the day through the API; an Operations member works the board.
test.use({ storageState: ADMIN_STORAGE_STATE });

const headers = { origin: E2E_BASE_URL };

/** A day on the board's clock as YYYY-MM-DD, `offset` days from today. */
function boardDate(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DISPATCH_TIME_ZONE }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

/** A new shipment of the client's, New York to Boston; a date alone stands that morning here. */
async function createShipment(
  admin: APIRequestContext,
  clientId: string,
  dates: { date_of_shipment: string; estimated_delivery: string },
) {
  const created = await admin.post('/api/admin/shipments', {
    data: { client_id: clientId, origin: 'New York, NY', destination: 'Boston, MA', ...dates },
    headers,
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; tracking_number: string };
}

async function courierId(courier: Page): Promise<string> {
  const session = (await (await courier.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  return session.user.id;
}

async function recordPickup(courier: Page, shipmentId: string) {
  const signature = await sharp({
    create: { width: 240, height: 80, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  const pickup = await courier.request.post(`/api/courier/shipments/${shipmentId}/handoffs`, {
    multipart: {
      handoff: JSON.stringify({
        device_id: randomUUID(),
        kind: 'pickup',
        seal_numbers: ['BRD-2001'],
        signer_name: 'Ada Sender',
        latitude: 40.7128,
        longitude: -74.006,
        accuracy_m: 9,
        device_time: new Date().toISOString(),
      }),
      signature: { name: 'signature.png', mimeType: 'image/png', buffer: signature },
    },
    headers,
  });
  expect(pickup.status()).toBe(201);
}

test('Operations give an unassigned shipment of today a crew on the board, follow its crew on the map without a reload, and see a late one as late', async ({
  page,
  browser,
}) => {
  test.slow();
  const ownerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const owner = await registerClient(ownerContext.request, {
    firstName: 'Dana',
    lastName: 'Boardman',
    password: 'Sealed-Convoy-2027',
  });
  const { options } = (await (
    await page.request.get(`/api/admin/clients/options?search=${encodeURIComponent(owner.email)}`)
  ).json()) as { options: { id: string }[] };
  const clientId = options[0]!.id;

  // Today's shipment, no crew yet; and one whose pickup never came, long before any other's
  // date, so that Late and flagged (oldest first, cut at its limit) lists it whatever else the
  // other journeys left late.
  const today = boardDate(0);
  const due = await createShipment(page.request, clientId, {
    date_of_shipment: today,
    estimated_delivery: today,
  });
  const late = await createShipment(page.request, clientId, {
    date_of_shipment: boardDate(-1000),
    estimated_delivery: today,
  });

  // A crew of one new courier.
  const courierContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const courier = await courierContext.newPage();
  await signInNewStaff(courier, 'courier');
  const crewName = `Board Crew ${Date.now()}`;
  const crew = await page.request.post('/api/admin/crews', {
    data: { name: crewName, courier_ids: [await courierId(courier)] },
    headers,
  });
  expect(crew.status()).toBe(201);
  const crewId = ((await crew.json()) as { id: string }).id;

  // Operations open the board.
  const operationsContext = await browser.newContext({
    storageState: { cookies: [], origins: [] },
  });
  const operations = await operationsContext.newPage();
  await signInNewStaff(operations, 'operations');
  await operations.goto('/admin/dispatch');
  await expect(operations.getByRole('heading', { name: 'Board', level: 2 })).toBeVisible();

  const unassigned = operations.getByRole('list', { name: /^Unassigned, due today/ });
  const dueCard = unassigned.getByRole('article', { name: due.tracking_number });
  await expect(dueCard).toBeVisible();
  await expect(dueCard.getByText('New York, NY → Boston, MA')).toBeVisible();
  // No one carries it: nothing to follow on a map.
  await expect(dueCard.getByRole('button', { name: /^Show on Map/ })).toHaveCount(0);

  // The late one is in Late and flagged, saying why in words.
  const lateCard = operations
    .getByRole('list', { name: 'Late and flagged' })
    .getByRole('article', { name: late.tracking_number });
  await expect(lateCard.getByRole('list', { name: 'Flags' })).toContainText('Pickup overdue');

  // Assign the crew from the board.
  await dueCard.getByRole('button', { name: `Assign Crew to ${due.tracking_number}` }).click();
  const dialog = operations.getByRole('dialog', { name: 'Assign Crew' });
  await dialog.getByLabel('Crew').selectOption(crewId);
  const vehicle = dialog.getByLabel('Vehicle');
  await expect(vehicle.locator('option').nth(1)).toBeAttached();
  await vehicle.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Assign Crew' }).click();
  await expectToast(operations, 'Crew Assigned', `${crewName} now carries ${due.tracking_number}.`);
  await expect(dialog).toBeHidden();

  // It moves under the crew, out of Unassigned.
  const crewList = operations.getByRole('list', { name: `Due today: ${crewName}` });
  const carried = crewList.getByRole('article', { name: due.tracking_number });
  await expect(carried).toBeVisible();
  await expect(unassigned.getByRole('article', { name: due.tracking_number })).toHaveCount(0);

  // The courier picks it up; Operations show it on the map: the route, no position yet.
  await recordPickup(courier, due.id);
  const toggle = carried.getByRole('button', { name: `Show on Map: ${due.tracking_number}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toBeFocused();
  const mapRegion = operations.getByRole('region', { name: `Map of ${due.tracking_number}` });
  const map = mapRegion.getByRole('img', {
    name: /^Map of the route from New York, NY to Boston, MA/,
  });
  await expect(map).toBeVisible();
  await expect(
    mapRegion.getByText('No positions yet: the map shows the crew once it reports.', {
      exact: true,
    }),
  ).toBeVisible();

  // The crew reports from New Haven: the open board's map shows it without a reload.
  const reported = await courier.request.post('/api/courier/positions', {
    data: {
      positions: [
        {
          shipment_id: due.id,
          latitude: 41.3083,
          longitude: -72.9279,
          accuracy_m: 20,
          device_time: new Date().toISOString(),
        },
      ],
    },
    headers,
  });
  expect(reported.status()).toBe(201);
  await expect(
    mapRegion.getByText(/^Last position .+, 112 km from New York, NY, ±20 m$/),
  ).toBeVisible();
  await expect(map).toHaveAccessibleName(/Last position .+, 112 km from New York, NY, ±20 m\.$/);
  await expectAccessible(operations);

  // Closing the map gives the focus back to the shipment's toggle.
  await mapRegion.getByRole('button', { name: 'Close Map' }).click();
  await expect(mapRegion).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await Promise.all([ownerContext.close(), courierContext.close(), operationsContext.close()]);
});
