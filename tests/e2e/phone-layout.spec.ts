import { expect, test } from './support/test';
import type { APIRequest, Locator, Page } from '@playwright/test';
import { linkIn } from '../helpers/smtp-sink';
import { expectAccessible } from './support/accessibility';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { E2E_BASE_URL } from './support/environment';
import { waitForMail } from './support/mail';
import { signInThroughApi } from './support/sign-in';

// A phone as the walk used it: 390 × 844, laid out as a phone lays pages out (a page wider than
// the screen is zoomed out, which is what pushed the drawer's Log Out below the screen).
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const DOMAIN = '@client.example';
const stamp = Date.now();
/** A client whose e-mail address is 60 characters long, added by an administrator. */
const CLIENT = {
  firstName: 'Alexandra',
  lastName: 'Montgomery-Whitfield',
  name: 'Alexandra Montgomery-Whitfield',
  email: `alexandra.montgomery-whitfield.${stamp}`.padEnd(60 - DOMAIN.length, 'x') + DOMAIN,
  password: 'Phone-Layout-2026',
};
const ITEM = `Bronze harbour lantern ${stamp % 1000}`;
let trackingNumber = '';

/**
 * The administrator adds the client (invitation e-mail, password chosen through its link), one
 * vault item and one shipment for them, all through the real API.
 */
test.beforeAll(async ({ playwright }) => {
  expect(CLIENT.email).toHaveLength(60);
  const admin = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    storageState: ADMIN_STORAGE_STATE,
    extraHTTPHeaders: { origin: E2E_BASE_URL },
  });
  const created = await admin.post('/api/admin/clients', {
    data: { first_name: CLIENT.firstName, last_name: CLIENT.lastName, email: CLIENT.email },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await choosePassword(playwright.request, CLIENT.email, CLIENT.password);

  const item = await admin.post('/api/admin/vault-items', {
    data: { client_id: id, name: ITEM, category: 'artwork', security_level: 'maximum' },
  });
  expect(item.status()).toBe(201);
  const shipment = await admin.post('/api/admin/shipments', {
    data: { client_id: id, origin: 'Portland, OR', destination: 'Santa Fe, NM' },
  });
  expect(shipment.status()).toBe(201);
  trackingNumber = ((await shipment.json()) as { tracking_number: string }).tracking_number;
  await admin.dispose();
});

/** The client follows the invitation's link and chooses a password. */
async function choosePassword(requests: APIRequest, email: string, password: string) {
  const mail = await waitForMail(
    (m) => m.to === email && /client account is ready/.test(m.subject),
  );
  const token = new URL(linkIn(mail, `${E2E_BASE_URL}/update-password?token=`)).searchParams.get(
    'token',
  );
  const visitor = await requests.newContext({ baseURL: E2E_BASE_URL });
  const reset = await visitor.post('/api/auth/reset-password', {
    data: { token, newPassword: password },
    headers: { origin: E2E_BASE_URL },
  });
  expect(reset.status()).toBe(200);
  await visitor.dispose();
}

/** The page is no wider than the screen: nothing to scroll sideways to. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** The control lies wholly on the screen of the phone, not below or beside it. */
async function expectOnScreen(page: Page, control: Locator) {
  await expect(control).toBeInViewport({ ratio: 1 });
  const box = (await control.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
  expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
}

/**
 * The address is shown whole on one line, or cut with an ellipsis, never broken into pieces; the
 * whole address is still there (read aloud, copied, shown on hover).
 */
async function expectOneLineAddress(within: Locator, email: string) {
  const address = within.getByTitle(email, { exact: true });
  await expect(address).toHaveText(email);
  const lines = await address.evaluate(
    (element) => element.clientHeight / parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(Math.round(lines)).toBe(1);
}

/** The text is not cut short with an ellipsis. */
async function expectWhole(text: Locator) {
  await expect(text).toBeVisible();
  expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a client with a 60-character e-mail reads every portal page without scrolling sideways and logs out from the menu', async ({
    page,
  }) => {
    await signInThroughApi(page, CLIENT.email, CLIENT.password);
    const pages = [
      ['/vault/items', 'Stored Items'],
      ['/vault/shipments', 'My Shipments'],
      ['/vault/logs', 'Access Audit Trail'],
      ['/vault/settings', 'Account Settings'],
    ] as const;
    const menu = page.getByRole('dialog', { name: 'Client Portal' });
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      // The drawer keeps Log Out on the screen, under the links.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expectOnScreen(page, menu.getByRole('button', { name: 'Log Out' }));
      await expectOneLineAddress(menu, CLIENT.email);
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toHaveCount(0);
    }

    // Account Settings: the whole name beside the avatar, the address on one line.
    await expectWhole(page.getByRole('heading', { level: 2, name: CLIENT.name }));
    await expectOnScreen(page, page.getByRole('button', { name: 'Edit Profile' }));
    const owner = page.getByRole('definition').filter({ hasText: CLIENT.email });
    await expectOneLineAddress(owner, CLIENT.email);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test.describe('an administrator', () => {
    test.use({ storageState: ADMIN_STORAGE_STATE });

    test('reaches every action of the Clients, Shipments and Vault Storage lists', async ({
      page,
    }) => {
      // Clients: the row's menu stays at the screen's edge; the address stays whole.
      await page.goto(`/admin/clients?search=${encodeURIComponent(CLIENT.email)}`);
      const clients = page.getByRole('region', { name: 'Clients', exact: true });
      const clientRow = clients.getByRole('row').filter({ hasText: CLIENT.name });
      await expect(clientRow).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await expectOneLineAddress(clientRow, CLIENT.email);
      const clientActions = clientRow.getByRole('button', { name: `Actions for ${CLIENT.name}` });
      await expectOnScreen(page, clientActions);
      await expectAccessible(page);
      await clientActions.click();
      await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
      await page.keyboard.press('Escape');

      // Shipments.
      await page.goto(`/admin/shipments?search=${trackingNumber}`);
      const shipments = page.getByRole('region', { name: 'Shipments', exact: true });
      const shipmentRow = shipments.getByRole('row').filter({ hasText: trackingNumber });
      await expect(shipmentRow).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      const shipmentActions = shipmentRow.getByRole('button', {
        name: `Actions for ${trackingNumber}`,
      });
      await expectOnScreen(page, shipmentActions);
      await expectAccessible(page);
      await shipmentActions.click();
      await page.getByRole('menuitem', { name: 'Edit/View Details' }).click();
      await expect(page.getByRole('heading', { level: 1, name: trackingNumber })).toBeVisible();
      await expectNoSidewaysScroll(page);

      // Vault Storage: View, Edit and Delete of the row.
      await page.goto(`/admin/vault?search=${encodeURIComponent(ITEM)}`);
      const items = page.getByRole('region', { name: 'Vault items', exact: true });
      const itemRow = items.getByRole('row').filter({ hasText: ITEM });
      await expect(itemRow).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      for (const action of ['View', 'Edit', 'Delete']) {
        await expectOnScreen(page, itemRow.getByRole('button', { name: `${action} ${ITEM}` }));
      }
      await expectAccessible(page);
      await itemRow.getByRole('button', { name: `View ${ITEM}` }).click();
      const details = page.getByRole('dialog', { name: 'Vault Item Details' });
      await expect(details.getByRole('definition').first()).toHaveText(ITEM);
      await expectNoSidewaysScroll(page);
    });

    test('reads the other admin pages without scrolling sideways', async ({ page }) => {
      for (const [path, heading] of [
        ['/admin/overview', 'Overview'],
        ['/admin/analytics', 'Analytics'],
        ['/admin/settings', 'Settings'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        await expectNoSidewaysScroll(page);
      }
    });
  });
});

test('a client sees the whole name of each vault item on a desktop', async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(1280);
  await signInThroughApi(page, CLIENT.email, CLIENT.password);
  await page.goto('/vault/items');
  const card = page.getByRole('list', { name: 'Your vault items' }).getByRole('article');
  const name = card.getByRole('heading', { level: 2, name: ITEM });
  await expectWhole(name);
  // The name has the card's width to itself, not what the emoji and the badge leave of it.
  const [nameWidth, cardWidth] = await Promise.all([
    name.evaluate((element) => element.getBoundingClientRect().width),
    card.evaluate((element) => {
      const style = getComputedStyle(element);
      return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    }),
  ]);
  expect(nameWidth).toBeCloseTo(cardWidth, 0);
});
