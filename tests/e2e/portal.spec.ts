import { readFile } from 'node:fs/promises';
import { expect, expectConsoleError, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/accessibility';
import { LONG_DATE } from './support/dates';
import { E2E_ADMIN_EMAIL } from './support/environment';
import { registerClient } from './support/register-client';
import { signInThroughApi } from './support/sign-in';
import { expectToast } from './support/toast';

// Sign-ins are limited per address and per e-mail over the whole suite, and the accounts and
// session specs lean on Amelia: each journey here signs in once, as Sofia or Marcus, and the
// journey that changes an account does so on a client of its own.
const DEMO_PASSWORD = 'Orion-Demo-2026';
const SOFIA = { email: 'sofia.alvarez@alvarezholdings.example', name: 'Sofia Alvarez' };
/** The other person of Sofia's organisation in the demo (README, Demo). */
const SOFIAS_MEMBER = 'tomas.alvarez@alvarezholdings.example';
const MARCUS = { email: 'marcus.chen@chenjewelers.example', name: 'Marcus Chen' };

// Newest first: the order the vault stored them in, most recent on top.
const SOFIA_ITEMS = [
  'Abstract triptych',
  'Gold coins, Spanish colonial',
  'Silver tea service',
  'Family bible, 1820',
];
const MARCUS_ITEMS = [
  'Vintage watch movements',
  'Gold kilo bars',
  'Loose diamonds, lot 7',
  'Company seal and charter',
];
const PORTAL_LINKS = [
  'Stored Items',
  'Shipments',
  'Requests',
  'Issues',
  'Access Logs',
  'Shared with Me',
  'Team',
  'Account Settings',
];

const LONG_DATE_TIME = /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Client Portal' });
const itemList = (page: Page) => page.getByRole('list', { name: 'Your vault items' });
const itemNames = (page: Page) => itemList(page).getByRole('heading', { level: 2 });

/**
 * A toast raised while a modal dialog is open. The dialog hides the rest of the page from
 * assistive technology, the toast region with it (radix announces the toast through a live region
 * of its own), so the region is looked up including hidden elements; the toast must still be on
 * screen.
 */
async function expectToastOverDialog(page: Page, title: string, description: string) {
  const region = page.getByRole('region', { name: /Notifications/, includeHidden: true });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

const dataRows = (table: Locator) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell') });

test('client browses and filters the vault, opens an item and finds that view in the access log', async ({
  page,
}) => {
  // A long journey with five axe scans: it gets the slow budget on a loaded 2-core machine.
  test.slow();
  await signInThroughApi(page, SOFIA.email, DEMO_PASSWORD);
  await page.goto('/vault');
  await expect(page).toHaveURL(/\/vault\/items$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stored Items' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  const sidebar = sidebarOf(page);
  await expect(sidebar.getByText('Client Portal', { exact: true })).toBeVisible();
  await expect(
    sidebar.getByRole('navigation', { name: 'Client Portal' }).getByRole('link'),
  ).toHaveText(PORTAL_LINKS);
  await expect(sidebar.getByRole('link', { name: 'Stored Items' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar.getByText(SOFIA.email)).toBeVisible();
  await expect(sidebar.getByText('Client', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Log Out' })).toBeVisible();

  // Browse: every item, newest first, each card with its picture, short id and description.
  await expect(itemNames(page)).toHaveText(SOFIA_ITEMS);
  const bible = itemList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Family bible, 1820' }) });
  await expect(bible.getByRole('img', { name: 'Documents' })).toBeVisible();
  await expect(bible.getByText(/^ID: [0-9a-f]{8}$/)).toBeVisible();
  await expect(bible.getByText('High', { exact: true })).toBeVisible();
  await expect(bible.getByText('Leather bound, fragile.')).toBeVisible();
  await expect(bible.getByRole('definition')).toHaveText([LONG_DATE, LONG_DATE]);
  await expectAccessible(page);

  // Search (asked of the server once typing pauses): description too, in any case.
  const search = page.getByRole('searchbox', { name: 'Search items' });
  await expect(search).toHaveAttribute('placeholder', 'Search items...');
  await search.fill('ACRYLIC');
  await expect(itemNames(page)).toHaveText(['Abstract triptych']);
  await search.fill('');
  await expect(itemNames(page)).toHaveText(SOFIA_ITEMS);

  // Category buttons, one pressed at a time, combined with the search.
  const filters = page.getByRole('group', { name: 'Filter items by category' });
  await expect(filters.getByRole('button')).toHaveText([
    'All Items',
    'Documents',
    'Jewelry',
    'Electronics',
    'Artwork',
    'Gold',
    'Other',
  ]);
  const allItems = filters.getByRole('button', { name: 'All Items', exact: true });
  const gold = filters.getByRole('button', { name: 'Gold', exact: true });
  await expect(allItems).toHaveAttribute('aria-pressed', 'true');
  await gold.click();
  await expect(gold).toHaveAttribute('aria-pressed', 'true');
  await expect(allItems).toHaveAttribute('aria-pressed', 'false');
  await expect(itemNames(page)).toHaveText(['Gold coins, Spanish colonial']);

  await search.fill('tea');
  await expect(page.getByRole('heading', { name: 'No Matching Items' })).toBeVisible();
  await expect(
    page.getByText('No items match your search or category. Try other words or another category.'),
  ).toBeVisible();
  await expect(itemList(page)).toHaveCount(0);
  await filters.getByRole('button', { name: 'Other', exact: true }).click();
  await expect(itemNames(page)).toHaveText(['Silver tea service']);

  await search.fill('no such thing');
  await expect(page.getByRole('heading', { name: 'No Matching Items' })).toBeVisible();
  await search.fill('');
  await allItems.click();
  await expect(itemNames(page)).toHaveText(SOFIA_ITEMS);

  // Details: location and value, read from the server (and so recorded as a view).
  const itemName = 'Gold coins, Spanish colonial';
  const viewDetails = itemList(page).getByRole('button', { name: `View Details of ${itemName}` });
  await viewDetails.click();
  const dialog = page.getByRole('dialog', { name: 'Item Details' });
  await expect(dialog.getByRole('term')).toHaveText([
    'Item Name',
    'Item ID',
    'Category',
    'Security Level',
    'Location Code',
    'Estimated Value',
    'Date Stored',
    'Last Accessed',
    'Description',
  ]);
  await expect(dialog.getByRole('definition')).toHaveText([
    itemName,
    UUID,
    'Gold',
    'Maximum',
    'VAULT-D-310',
    '$380,000.00',
    LONG_DATE,
    LONG_DATE_TIME,
    'Forty escudos in archival sleeves.',
  ]);
  const itemId = (await dialog.getByRole('definition').nth(1).textContent()) ?? '';
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(viewDetails).toBeFocused();
  await expect(
    itemList(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `View Details of ${itemName}` }) })
      .getByText(`ID: ${itemId.slice(0, 8)}`, { exact: true }),
  ).toBeVisible();

  // The view is on record, at the top, under the client's own e-mail; staff stay anonymous.
  await sidebar.getByRole('link', { name: 'Access Logs' }).click();
  await expect(page).toHaveURL(/\/vault\/logs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Audit Trail' })).toBeVisible();
  const log = page.getByRole('region', { name: 'Access log' }).getByRole('table');
  await expect(log.getByRole('columnheader')).toHaveText([
    'Time',
    'Item',
    'Item ID',
    'Action',
    'By',
    'IP Address',
    'Location',
  ]);
  await expect(dataRows(log).first().getByRole('cell')).toHaveText([
    LONG_DATE_TIME,
    itemName,
    itemId.slice(0, 8),
    'Viewed',
    SOFIA.email,
    /\S/,
    /\S/,
  ]);
  // The demo's year of history: Sofia's own views, staff (tracking updates, moves) as the company,
  // and her organisation's people's requests under their own names (decision 067).
  const byWhom = await dataRows(log).evaluateAll((rows) =>
    rows.map((row) => row.children[4]?.textContent?.trim()),
  );
  expect(byWhom).toContain(SOFIA.email);
  expect(byWhom).toContain('OTC staff');
  for (const who of byWhom) expect([SOFIA.email, SOFIAS_MEMBER, 'OTC staff']).toContain(who);
  await expect(log.getByText(E2E_ADMIN_EMAIL)).toHaveCount(0);
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('otc-access-log.csv');
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, newest] = csv.split('\r\n');
  expect(header).toBe('Time (UTC),Item ID,Item,Action,By,IP address,Location');
  expect(newest).toMatch(
    new RegExp(
      `^\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,${itemId},"${itemName}",Viewed,${escapeRegExp(SOFIA.email)},`,
    ),
  );
  expect(csv).not.toContain(E2E_ADMIN_EMAIL);

  await sidebar.getByRole('link', { name: 'Shipments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Shipments' })).toBeVisible();
  await expect(dataRows(page.getByRole('region', { name: 'Your shipments' }))).toHaveCount(3);
  await expectAccessible(page);

  await sidebar.getByRole('link', { name: 'Account Settings' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Account Owner Details' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('definition').first()).toHaveText(SOFIA.name);
  await expectAccessible(page);
});

test('client tracks a shipment from the Shipments table', async ({ page }) => {
  await signInThroughApi(page, MARCUS.email, DEMO_PASSWORD);
  await page.goto('/vault/shipments');
  await expect(page.getByRole('heading', { level: 1, name: 'My Shipments' })).toBeVisible();

  const table = page.getByRole('region', { name: 'Your shipments' }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Tracking #',
    'Origin',
    'Destination',
    'Status',
    'Est. Delivery',
    'Actions',
  ]);
  await expect(dataRows(table)).toHaveCount(3);
  const inTransit = dataRows(table).first();
  await expect(inTransit.getByRole('cell')).toHaveText([
    'OTC1763380800003',
    'Los Angeles, CA',
    'Las Vegas, NV',
    'In Transit',
    LONG_DATE,
    // Track, its live map, and Verify its custody record (decision 080).
    'TrackMapVerify',
  ]);
  // A finished shipment has no live map to open.
  await expect(dataRows(table).nth(2).getByRole('cell').nth(3)).toHaveText('Cancelled');
  await expect(dataRows(table).nth(2).getByRole('cell').nth(5)).toHaveText('TrackVerify');
  // The cards are the phone's layout.
  await expect(page.getByRole('list', { name: 'Your shipments' })).toHaveCount(0);

  await inTransit.getByRole('link', { name: 'Track OTC1763380800003' }).click();
  await expect(page).toHaveURL('/track?number=OTC1763380800003');
  await expectToast(page, 'Shipment Found', 'Tracking information loaded for OTC1763380800003');
  const summary = page.getByRole('region', { name: 'OTC1763380800003' });
  await expect(summary.getByText('Los Angeles, CA → Las Vegas, NV')).toBeVisible();
  await expect(summary.getByText('In Transit', { exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/vault\/shipments$/);
  await expect(dataRows(table)).toHaveCount(3);
});

test('client collapses the sidebar, tries the notification button and uses the account menu', async ({
  page,
}) => {
  await signInThroughApi(page, MARCUS.email, DEMO_PASSWORD);
  await page.goto('/vault/items');
  const sidebar = sidebarOf(page);
  await expect(sidebar.getByText(MARCUS.email)).toBeVisible();

  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  const expand = sidebar.getByRole('button', { name: 'Expand sidebar' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByText(MARCUS.email)).toHaveCount(0);
  await expect(sidebar.getByText('Client Portal', { exact: true })).toHaveCount(0);
  // Icons only, but every link and Log Out keep their names.
  await expect(sidebar.getByRole('navigation').getByRole('link')).toHaveText(PORTAL_LINKS);
  await expect(sidebar.getByRole('button', { name: 'Log Out' })).toBeVisible();

  await page.reload();
  await expect(expand).toBeVisible();
  await expect(sidebar.getByText(MARCUS.email)).toHaveCount(0);
  await expand.click();
  await expect(sidebar.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(sidebar.getByText(MARCUS.email)).toBeVisible();

  // The bell opens its panel in place (tests/e2e/notifications.spec.ts follows it further).
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(/\/vault\/items$/);

  const accountMenu = page.getByRole('button', { name: `Account menu of ${MARCUS.name}` });
  await expect(accountMenu).toContainText(MARCUS.name);
  await accountMenu.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(MARCUS.name, { exact: true })).toBeVisible();
  await expect(menu.getByText('Client', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Log out']);
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/vault\/settings$/);
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expectToast(page, 'Logged out successfully', 'You have been securely logged out.');
  await expect(page).toHaveURL(/\/login$/);
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
});

test('a new client edits each tab of their profile, fixing a mistake first, and uploads an avatar', async ({
  page,
}) => {
  test.slow();
  const client = await registerClient(page.request, {
    firstName: 'Priya',
    lastName: 'Natarajan',
    password: 'Portal-Journey-2026',
  });
  await signInThroughApi(page, client.email, client.password);
  await page.goto('/vault/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  const details = page.getByRole('main').getByRole('definition');
  await expect(details).toHaveText([
    'Priya Natarajan',
    client.email,
    ...Array<string>(9).fill('Not provided'),
  ]);
  await expectAccessible(page);

  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  const field = (label: string) => dialog.getByLabel(label, { exact: true });

  // Personal Info: a one-letter first name is refused under the field, then all of it is saved.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(dialog.getByRole('tab', { name: 'Personal Info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(field('First Name')).toHaveValue('Priya');
  await field('First Name').fill('P');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(field('First Name')).toHaveAccessibleDescription('First name is too short');
  await expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  const personal = {
    'First Name': 'Priyanka',
    'Last Name': 'Natarajan-Rao',
    'Phone Number': '+1 (415) 555-0142',
    Address: '200 Embarcadero Center',
    City: 'San Francisco',
    'State / Province': 'CA',
    'ZIP / Postal Code': '94111',
    Country: 'United States',
  };
  for (const [label, value] of Object.entries(personal)) await field(label).fill(value);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success!', 'Your profile has been updated.');
  await expect(dialog).toHaveCount(0);
  const fullName = 'Priyanka Natarajan-Rao';
  await expect(details).toHaveText([
    fullName,
    client.email,
    ...Object.values(personal).slice(2),
    'Not provided',
    'Not provided',
    'Not provided',
  ]);
  const accountMenu = page.getByRole('button', { name: `Account menu of ${fullName}` });
  await expect(accountMenu).toContainText(fullName);

  expectConsoleError(/status of 400 .*\/api\/avatars$/);
  // Avatar: nothing chosen, then a text file posing as a PNG, then a real picture.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const photo = field('Profile Photo');
  const upload = dialog.getByRole('button', { name: 'Upload Avatar' });
  await upload.click();
  await expectToastOverDialog(
    page,
    'Error uploading avatar',
    'You must select an image to upload.',
  );
  await expect(photo).toHaveAccessibleDescription(/You must select an image to upload\./);

  await photo.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('This is plain text, not a picture.'),
  });
  await upload.click();
  await expectToastOverDialog(
    page,
    'Error uploading avatar',
    'Only PNG or JPEG images can be uploaded.',
  );
  await expect(photo).toHaveAccessibleDescription(/Only PNG or JPEG images can be uploaded\./);

  const png = await sharp({
    create: { width: 300, height: 300, channels: 3, background: '#1f6feb' },
  })
    .png()
    .toBuffer();
  await photo.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
  await upload.click();
  // Like every other save, a successful upload closes the dialog and the page shows the new photo.
  await expectToast(page, 'Success!', 'Your profile photo has been updated.');
  await expect(dialog).toHaveCount(0);
  const avatarSrc = /^\/api\/avatars\/[0-9a-f-]{36}$/;
  await expect(
    page.getByRole('main').getByRole('img', { name: `Avatar of ${fullName}` }),
  ).toHaveAttribute('src', avatarSrc);
  await expect(accountMenu.getByRole('img', { name: `Avatar of ${fullName}` })).toHaveAttribute(
    'src',
    avatarSrc,
  );

  // Next of Kin: a malformed e-mail first; the phone left empty reads 'Not provided'.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await dialog.getByRole('tab', { name: 'Next of Kin' }).click();
  await field('Full Name').fill('Arjun Natarajan');
  await field('Email Address').fill('arjun.natarajan');
  await dialog.getByRole('button', { name: 'Save Next of Kin' }).click();
  await expect(field('Email Address')).toHaveAccessibleDescription('Invalid email address');
  await field('Email Address').fill('arjun.natarajan@mail.example');
  await dialog.getByRole('button', { name: 'Save Next of Kin' }).click();
  await expectToast(page, 'Success!', 'Next of kin information has been updated.');
  await expect(dialog).toHaveCount(0);
  await expect(details.nth(8)).toHaveText('Arjun Natarajan');
  await expect(details.nth(9)).toHaveText('arjun.natarajan@mail.example');
  await expect(details.nth(10)).toHaveText('Not provided');

  // Security: a confirmation that differs, a wrong current password, then the change itself.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await dialog.getByRole('tab', { name: 'Security' }).click();
  const newPassword = 'Portal-Changed-2026';
  await field('Current Password').fill(client.password);
  await field('New Password').fill(newPassword);
  await field('Confirm New Password').fill('Portal-Changed-2027');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(field('Confirm New Password')).toHaveAccessibleDescription("Passwords don't match");
  await expectAccessible(page);

  expectConsoleError(/status of 400 .*\/api\/account\/password$/);
  await field('Current Password').fill('Not-My-Password-1');
  await field('Confirm New Password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expectToastOverDialog(page, 'Update failed', 'Current password is incorrect.');
  await expect(field('Current Password')).toHaveAccessibleDescription(
    'Current password is incorrect.',
  );
  await expect(dialog).toBeVisible();

  await field('Current Password').fill(client.password);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Success!', 'Your password has been updated.');
  await expect(dialog).toHaveCount(0);
  // This browser stays signed in with the session that replaced the old one.
  await page.reload();
  await expect(details.first()).toHaveText(fullName);

  // The new password is the one that now signs in.
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expectToast(page, 'Logged out successfully');
  await expect(page).toHaveURL(/\/login$/);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(client.email);
  expectConsoleError(/status of 401 .*\/api\/auth\/sign-in\/email$/);
  await signIn.getByLabel(/^Password/).fill(client.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login Failed');
  await signIn.getByLabel(/^Password/).fill(newPassword);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login Successful');
  await expect(page).toHaveURL(/\/vault\/items$/);
  await expect(accountMenu.getByRole('img', { name: `Avatar of ${fullName}` })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('client uses the portal from the menu drawer, reads an item and tracks a shipment card', async ({
    page,
  }) => {
    await signInThroughApi(page, MARCUS.email, DEMO_PASSWORD);
    await page.goto('/vault');
    await expect(page).toHaveURL(/\/vault\/items$/);
    await expect(sidebarOf(page)).toBeHidden();

    const openMenu = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Client Portal' });
    await openMenu.tap();
    await expect(
      drawer.getByRole('navigation', { name: 'Client Portal' }).getByRole('link'),
    ).toHaveText(PORTAL_LINKS);
    await expect(drawer.getByText(MARCUS.email)).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).tap();
    await expect(drawer).toHaveCount(0);
    await expect(openMenu).toBeFocused();

    // The items, one per row, and their details on a small screen.
    await expect(itemNames(page)).toHaveText(MARCUS_ITEMS);
    await itemList(page)
      .getByRole('button', { name: 'View Details of Loose diamonds, lot 7' })
      .tap();
    const dialog = page.getByRole('dialog', { name: 'Item Details' });
    await expect(dialog.getByRole('definition').nth(4)).toHaveText('VAULT-D-301');
    await expect(dialog.getByRole('definition').nth(5)).toHaveText('$640,000.00');
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toHaveCount(0);
    await expectAccessible(page);

    await openMenu.tap();
    await drawer.getByRole('link', { name: 'Shipments' }).tap();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/\/vault\/shipments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Shipments' })).toBeVisible();

    const cards = page.getByRole('list', { name: 'Your shipments' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('table')).toHaveCount(0);
    const inTransit = cards.first();
    await expect(inTransit.getByText('OTC1763380800003')).toBeVisible();
    await expect(inTransit.getByText('In Transit', { exact: true })).toBeVisible();
    await expect(inTransit).toContainText('Los Angeles, CA');
    await expect(inTransit).toContainText('Las Vegas, NV');
    await expect(inTransit.getByText(/^Est\. Delivery: /)).toBeVisible();
    await expectAccessible(page);

    await inTransit.getByRole('link', { name: 'Track OTC1763380800003' }).tap();
    await expect(page).toHaveURL('/track?number=OTC1763380800003');
    await expect(
      page
        .getByRole('region', { name: 'OTC1763380800003' })
        .getByText('Los Angeles, CA → Las Vegas, NV'),
    ).toBeVisible();
  });
});
