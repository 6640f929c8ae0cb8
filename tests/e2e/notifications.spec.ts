import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { E2E_BASE_URL } from './support/environment';
import { waitForMail } from './support/mail';
import { registerClient, type RegisteredClient } from './support/register-client';
import { signInThroughApi } from './support/sign-in';
import { expectToast } from './support/toast';

// One fresh client for the whole file, so the bell counts only what these journeys cause; they
// run in order because each reads the bell the previous one left.
test.describe.configure({ mode: 'serial' });

let client: RegisteredClient;
let clientId: string;
let admin: APIRequestContext;

test.beforeAll(async ({ request }) => {
  client = await registerClient(request, {
    firstName: 'Nell',
    lastName: 'Notified',
    password: 'Bell-Rings-Live-2026',
  });
  admin = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    storageState: ADMIN_STORAGE_STATE,
    extraHTTPHeaders: { origin: E2E_BASE_URL },
  });
  const { options } = (await (
    await admin.get(`/api/admin/clients/options?search=${encodeURIComponent(client.email)}`)
  ).json()) as { options: { id: string }[] };
  clientId = options[0]!.id;
});

test.afterAll(async () => {
  await admin.dispose();
});

const shipmentForm = (status: string) => ({
  client_id: clientId,
  origin: 'Boston, MA',
  destination: 'Hartford, CT',
  status,
});

async function createShipment() {
  const created = await admin.post('/api/admin/shipments', { data: shipmentForm('pending') });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; tracking_number: string };
}

/** Staff set a new status in the shipment's details. */
async function staffSetsStatus(shipmentId: string, status: string) {
  const saved = await admin.put(`/api/admin/shipments/${shipmentId}`, {
    data: shipmentForm(status),
  });
  expect(saved.status()).toBe(200);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test('client sees the bell count rise when staff move a shipment on, follows it, and clears it', async ({
  page,
}) => {
  const shipment = await createShipment();
  await signInThroughApi(page, client.email, client.password);
  await page.goto('/vault/items');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await staffSetsStatus(shipment.id, 'in_transit');
  const title = `Shipment ${shipment.tracking_number} is now In Transit`;
  // The count rises by itself: the portal's live stream brings the notification.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  await expect(bell(page)).toContainText('1');
  const entry = panel(page).getByRole('link', { name: new RegExp(title) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Unread:');
  await expect(entry).toHaveAttribute('href', `/track?number=${shipment.tracking_number}`);
  await expectAccessible(page);

  await entry.click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/track?number=${shipment.tracking_number}`);
  await expectToast(page, 'Shipment Found');

  await page.goto('/vault/items');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();
  await expect(panel(page).getByRole('link', { name: new RegExp(title) })).not.toContainText(
    'Unread:',
  );
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(bell(page)).toBeFocused();

  // Two more changes, then Mark all as read from the keyboard.
  await staffSetsStatus(shipment.id, 'out_for_delivery');
  await staffSetsStatus(shipment.id, 'delivered');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('listitem')).toHaveCount(3);
  await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(panel(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('client stops one kind of e-mail from the link in a notification e-mail', async ({ page }) => {
  const created = await admin.post('/api/admin/vault-items', {
    data: {
      client_id: clientId,
      name: 'Walnut writing box',
      category: 'other',
      security_level: 'standard',
      location_code: 'VAULT-E-014',
    },
  });
  expect(created.status()).toBe(201);
  const mail = await waitForMail(
    (m) => m.to === client.email && m.subject === 'Walnut writing box is now in your vault',
  );
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = /Unsubscribe from these e-mails: (\S+)/.exec(mail.text)?.[1];
  expect(link).toContain(`${E2E_BASE_URL}/unsubscribe?token=`);

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from e-mails');
  await expect(page.getByText('changes to my vault items')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');

  await expect(page.getByRole('link', { name: 'Go to Account Settings' })).toHaveAttribute(
    'href',
    '/vault/settings',
  );
  await signInThroughApi(page, client.email, client.password);
  await page.goto('/vault/settings');
  await expect(
    page.getByRole('switch', { name: 'Changes to my vault items by e-mail' }),
  ).not.toBeChecked();
  await expect(
    page.getByRole('switch', { name: 'Shipment status changes by e-mail' }),
  ).toBeChecked();

  await page.goto('/unsubscribe?token=broken');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link not valid');
});

test('client turns an e-mail kind off in Account Settings and it stays off', async ({ page }) => {
  await signInThroughApi(page, client.email, client.password);
  await page.goto('/vault/settings');
  const replies = page.getByRole('switch', { name: 'Replies to my issue reports by e-mail' });
  await expect(replies).toBeChecked();
  await replies.click();
  await expectToast(page, 'Success!', 'Your notification settings have been updated.');
  await expect(replies).not.toBeChecked();

  await page.reload();
  await expect(replies).not.toBeChecked();
  await expect(
    page.getByRole('switch', { name: 'Shipment status changes by e-mail' }),
  ).toBeChecked();
});
