import { expect, expectConsoleError, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { E2E_BASE_URL } from './support/environment';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { expectToast, notifications } from './support/toast';

// The journeys use the administrator session of the setup project (sign-ins are limited). The shipments they
// create belong to Amelia, whose shipments no other journey counts; the demo shipments are only
// read here.
const AMELIA = { email: 'amelia.hart@hartgallery.example', name: 'Amelia Hart' };
const LONG_DATE_TIME = /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/;
const TRACKING_NUMBER = /^OTC\d{13}$/;

test.use({ storageState: ADMIN_STORAGE_STATE });

const shipmentsTable = (page: Page) =>
  page.getByRole('region', { name: 'Shipments' }).getByRole('table');
const dataRows = (table: Locator) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell') });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search shipments' });
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Status' });

/** The text of one column in every row shown. */
const columnTexts = (rows: Locator, column: number) =>
  rows.evaluateAll(
    (all, index) => all.map((row) => row.children[index]?.textContent?.trim()),
    column,
  );

/**
 * Waits until what `read` makes of every row's cells matches: a list narrowed on the server is
 * redrawn when its answer arrives, so the rows are read again until they all fit.
 */
async function expectEveryRow(rows: Locator, read: (cells: string[]) => string, pattern: RegExp) {
  await expect(async () => {
    const texts = await rows.evaluateAll((all) =>
      all.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')),
    );
    expect(texts.length).toBeGreaterThan(0);
    for (const cells of texts) expect(read(cells)).toMatch(pattern);
  }).toPass();
}

/** A shipment of the journey's own, for Amelia, created through the API. */
async function createShipment(page: Page, origin: string, destination: string) {
  const { options } = (await (
    await page.request.get(`/api/admin/clients/options?search=${AMELIA.email}`)
  ).json()) as { options: { id: string }[] };
  const created = await page.request.post('/api/admin/shipments', {
    data: { client_id: options[0]!.id, origin, destination },
    headers: { origin: E2E_BASE_URL },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; tracking_number: string };
}

/** Narrows the list to one tracking number, as an administrator looking for it would. */
async function findShipment(page: Page, trackingNumber: string) {
  await searchBox(page).fill(trackingNumber);
  const rows = dataRows(shipmentsTable(page));
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('cell').first()).toHaveText(trackingNumber);
  return rows.first();
}

test('administrator creates a shipment, tracks it to Delivered and the public tracking page shows it', async ({
  page,
}) => {
  // About 20 s on an idle 2-core machine, over 30 s under load: the slow budget gives room.
  test.slow();
  await page.goto('/admin/shipments');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
  await expect(shipmentsTable(page).getByRole('columnheader')).toHaveText([
    'Tracking #',
    'Client',
    'Origin',
    'Destination',
    'Status',
    'Actions',
  ]);
  await expect(dataRows(shipmentsTable(page)).first()).toBeVisible();
  await expectAccessible(page);

  // The form says what is missing, in the spec's words, before anything is sent.
  await page.getByRole('button', { name: 'New Shipment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Shipment' });
  await expect(dialog.getByLabel('Status')).toHaveValue('pending');
  await expect(dialog.getByLabel('Security Level')).toHaveValue('standard');
  await expect(dialog.getByLabel('Dimensions (cm)')).toHaveAttribute('placeholder', '100x50x30');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(dialog.getByText('Client is required.')).toBeVisible();
  await expect(dialog.getByText('Origin is required')).toBeVisible();
  await expect(dialog.getByText('Destination is required')).toBeVisible();

  // The client is found on the server as the administrator types.
  await dialog.getByRole('combobox', { name: 'Client' }).fill('amelia');
  await page.getByRole('option', { name: new RegExp(AMELIA.name) }).click();
  await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveValue(AMELIA.name);
  await dialog.getByLabel('Origin').fill('Reno, NV');
  await dialog.getByLabel('Destination').fill('Boise, ID');
  await dialog.getByLabel('Security Level').selectOption({ label: 'Maximum' });
  await dialog.getByLabel('Value (USD)').fill('48000');
  await dialog.getByLabel('Weight (kg)').fill('7.5');
  await dialog.getByLabel('Dimensions (cm)').fill('60x40x30');
  await dialog.getByLabel('Item Description').fill('Sealed archive crate');
  await dialog.getByRole('button', { name: 'Create Shipment' }).click();

  await expect(dialog).toHaveCount(0);
  await expectToast(page, 'Shipment Created!');
  const trackingNumber = (
    await notifications(page).getByText(TRACKING_NUMBER).textContent()
  )?.trim() as string;
  expect(trackingNumber).toMatch(TRACKING_NUMBER);

  // The list has reloaded with it; its menu opens the detail page.
  const row = await findShipment(page, trackingNumber);
  await expect(row.getByRole('cell')).toHaveText([
    trackingNumber,
    AMELIA.name,
    'Reno, NV',
    'Boise, ID',
    'Pending',
    '',
  ]);
  await row.getByRole('button', { name: `Actions for ${trackingNumber}` }).click();
  await page.getByRole('menuitem', { name: 'Edit/View Details' }).click();
  await expect(page).toHaveURL(/\/admin\/shipments\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: trackingNumber })).toBeVisible();
  const history = page.getByRole('region', { name: 'Tracking history' });
  await expect(history.getByText('No tracking history available.')).toBeVisible();
  await expect(page.getByLabel('Origin')).toHaveValue('Reno, NV');
  await expect(page.getByLabel('Value (USD)')).toHaveValue('48000');
  await expectAccessible(page);

  // Edit Shipment Details.
  const editForm = page.locator('form').filter({ has: page.getByLabel('Origin') });
  await editForm.getByLabel('Estimated Delivery').fill('2026-12-24');
  await editForm.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Shipment Updated!');
  await page.reload();
  await expect(page.getByLabel('Estimated Delivery')).toHaveValue('2026-12-24');

  // Add Tracking Update: the location is required; each update moves the shipment on.
  const updateForm = page.locator('form').filter({ has: page.getByLabel(/^Location/) });
  await expect(updateForm.getByLabel('Status')).toHaveValue('in_transit');
  await updateForm.getByRole('button', { name: 'Add Update' }).click();
  await expect(updateForm.getByText('Location is required.')).toBeVisible();

  const steps = [
    { status: 'Picked up', location: 'Reno, NV', description: 'Collected; seals verified.' },
    { status: 'In Transit', location: 'Twin Falls, ID', description: 'Checkpoint passed.' },
    { status: 'Delivered', location: 'Boise, ID', description: 'Signed for by the client.' },
  ];
  for (const step of steps) {
    await updateForm.getByLabel('Status').selectOption({ label: step.status });
    await updateForm.getByLabel('Location').fill(step.location);
    await updateForm.getByLabel('Description').fill(step.description);
    await updateForm.getByRole('button', { name: 'Add Update' }).click();
    await expectToast(page, 'Update Added!');
    await expect(history.getByRole('listitem').first()).toContainText(step.status);
    // The form starts over; the shipment's own status and location follow the update.
    await expect(updateForm.getByLabel('Location')).toHaveValue('');
    await expect(updateForm.getByLabel('Status')).toHaveValue('in_transit');
    await expect(editForm.getByLabel('Current Location')).toHaveValue(step.location);
  }

  // Newest first, each with its location, description and long date and time.
  const entries = history.getByRole('listitem');
  await expect(entries).toHaveCount(3);
  for (const [index, step] of [...steps].reverse().entries()) {
    await expect(entries.nth(index)).toContainText(step.status);
    await expect(entries.nth(index)).toContainText(step.location);
    await expect(entries.nth(index)).toContainText(step.description);
    await expect(entries.nth(index).locator('time')).toHaveText(LONG_DATE_TIME);
  }
  await expect(editForm.getByLabel('Status')).toHaveValue('delivered');
  await expect(page.getByRole('main').getByText(/^Current status/)).toHaveText(
    'Current status Delivered',
  );
  await expectAccessible(page);

  // Anyone with the number sees it delivered.
  await page.goto(`/track?number=${trackingNumber}`);
  const summary = page.getByRole('region', { name: trackingNumber });
  await expect(summary.getByText('Reno, NV → Boise, ID')).toBeVisible();
  await expect(summary.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(summary.getByRole('term').nth(1)).toHaveText('Delivered At');
});

test('administrator searches, filters and sorts the shipments and deletes one after confirming', async ({
  page,
}) => {
  // A shipment of this journey's own to delete.
  const doomed = await createShipment(page, 'Tulsa, OK', 'Wichita, KS');

  await page.goto('/admin/shipments');
  const table = shipmentsTable(page);
  const rows = dataRows(table);
  await expect(rows.first()).toBeVisible();

  // Search on the server: a city, in any case, as origin or destination; the URL keeps it
  // through a reload. The demo's year of shipments has a few more to and from Las Vegas.
  await searchBox(page).fill('las vegas');
  const lasVegas = rows.filter({ hasText: 'OTC1763380800003' });
  await expect(lasVegas.getByRole('cell')).toHaveText([
    'OTC1763380800003',
    'Marcus Chen',
    'Los Angeles, CA',
    'Las Vegas, NV',
    'In Transit',
    '',
  ]);
  await expectEveryRow(rows, (cells) => `${cells[2]} ${cells[3]}`, /Las Vegas/);
  const found = await rows.count();
  expect(found).toBeGreaterThan(1);
  await expect(page).toHaveURL(/[?&]search=las\+vegas/);
  await page.reload();
  await expect(searchBox(page)).toHaveValue('las vegas');
  await expect(lasVegas).toHaveCount(1);
  await expect(rows).toHaveCount(found);

  // A client's name finds their shipments.
  await searchBox(page).fill('sofia alvarez');
  await expect(rows.filter({ hasText: 'OTC1763380800009' })).toHaveCount(1);
  expect(new Set(await columnTexts(rows, 1))).toEqual(new Set(['Sofia Alvarez']));

  // The status filter, alone and with the search.
  await searchBox(page).fill('');
  const filter = statusFilter(page);
  await expect(filter.getByRole('option')).toHaveText([
    'All statuses',
    'Pending',
    'Picked up',
    'In Transit',
    'Out for delivery',
    'On Hold',
    'Delivered',
    'Delayed',
    'Cancelled',
  ]);
  const status = (cells: string[]) => cells[4] ?? '';
  await filter.selectOption({ label: 'On Hold' });
  await expectEveryRow(rows, status, /^On Hold$/);
  await expect(rows.filter({ hasText: 'OTC1763380800005' })).toHaveCount(1);
  await filter.selectOption({ label: 'Delivered' });
  await expectEveryRow(rows, status, /^Delivered$/);
  await expect(rows.filter({ hasText: 'OTC1763380800006' })).toHaveCount(1);
  await searchBox(page).fill('miami');
  await expectEveryRow(
    rows,
    (cells) => `${status(cells)}: ${cells[2]} ${cells[3]}`,
    /^Delivered: .*Miami/,
  );
  await expect(rows.filter({ hasText: 'OTC1763380800006' })).toHaveCount(1);
  await searchBox(page).fill('no such shipment anywhere');
  await expect(table.getByRole('cell', { name: 'No shipments found.' })).toBeVisible();
  await filter.selectOption({ label: 'All statuses' });
  await searchBox(page).fill('');

  // Sorting on the server, by column header. The documented numbers (OTC + a November 2025
  // timestamp) are older than any of the demo's last twelve months, so they come first.
  const trackingHeader = table.getByRole('columnheader', { name: 'Tracking #' });
  await trackingHeader.getByRole('button').click();
  await expect(trackingHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first().getByRole('cell').first()).toHaveText('OTC1763380800001');
  await trackingHeader.getByRole('button').click();
  await expect(trackingHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first().getByRole('cell').first()).not.toHaveText('OTC1763380800001');
  await expect(page).toHaveURL(/sort=tracking_number/);

  // Delete asks first; Cancel keeps the shipment and returns to its menu button.
  const row = await findShipment(page, doomed.tracking_number);
  const actions = row.getByRole('button', { name: `Actions for ${doomed.tracking_number}` });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(
    confirm.getByText(
      'This will permanently delete the shipment record. This action cannot be undone.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(actions).toBeFocused();
  await expect(rows).toHaveCount(1);

  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(
    page,
    'Shipment Deleted',
    `Shipment ${doomed.tracking_number} has been removed.`,
  );
  await expect(table.getByRole('cell', { name: 'No shipments found.' })).toBeVisible();
  expect((await page.request.get(`/api/admin/shipments/${doomed.id}`)).status()).toBe(404);

  // Where the deleted shipment was now answers 404.
  expectConsoleError(/status of 404 .*\/api\/admin\/shipments\/[0-9a-f-]+$/);
  // Its page is gone too.
  await page.goto(`/admin/shipments/${doomed.id}`);
  await expect(page.getByText('Shipment not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to All Shipments' }).click();
  await expect(page).toHaveURL(/\/admin\/shipments$/);
});

test('a delete that fails leaves the list as the server has it and returns to the row', async ({
  page,
}) => {
  const shipment = await createShipment(page, 'Boise, ID', 'Helena, MT');

  await page.goto('/admin/shipments');
  const row = await findShipment(page, shipment.tracking_number);
  const actions = row.getByRole('button', { name: `Actions for ${shipment.tracking_number}` });
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  async function confirmDelete() {
    await actions.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
  }

  // The connection drops: the shipment stays, and focus is back on its menu button.
  expectConsoleError(/ERR_INTERNET_DISCONNECTED .*\/api\/admin\/shipments\/[0-9a-f-]+$/);
  await page.route(`**/api/admin/shipments/${shipment.id}`, (route) =>
    route.request().method() === 'DELETE' ? route.abort('internetdisconnected') : route.continue(),
  );
  await confirmDelete();
  await expectToast(page, 'Error deleting shipment');
  await expect(confirm).toHaveCount(0);
  await expect(actions).toBeFocused();
  await expect(dataRows(shipmentsTable(page))).toHaveCount(1);
  await page.unroute(`**/api/admin/shipments/${shipment.id}`);

  // Another administrator deletes it: the live stream has the list read again, which no longer
  // shows it, before this administrator could try the same.
  const elsewhere = await page.request.delete(`/api/admin/shipments/${shipment.id}`, {
    headers: { origin: E2E_BASE_URL },
  });
  expect(elsewhere.status()).toBe(200);
  await expect(
    shipmentsTable(page).getByRole('cell', { name: 'No shipments found.' }),
  ).toBeVisible();
});

test('administrator pages through all shipments with Next and Previous', async ({ page }) => {
  // By tracking number ascending: shipments other journeys create meanwhile join the end.
  await page.goto('/admin/shipments?sort=tracking_number&dir=asc');
  const rows = dataRows(shipmentsTable(page));
  const pages = page.getByRole('navigation', { name: 'Shipments pages' });
  await expect(rows).toHaveCount(20);
  await expect(pages.getByText(/^Showing 1–20 of [\d,]+$/)).toBeVisible();
  await expect(pages.getByText(/^Page 1 of [\d,]+$/)).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const firstPage = await columnTexts(rows, 0);

  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages.getByText(/^Showing 21–40 of [\d,]+$/)).toBeVisible();
  await expect(pages.getByText(/^Page 2 of [\d,]+$/)).toBeVisible();
  // The next page is found from the last row shown (the cursor travels in the URL).
  await expect(page).toHaveURL(/[?&]page=2&cursor=[\w-]+/);
  await expect(async () => {
    const secondPage = await columnTexts(rows, 0);
    expect(secondPage).toHaveLength(20);
    expect(secondPage.every((number) => number! > firstPage.at(-1)!)).toBe(true);
  }).toPass();

  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages.getByText(/^Showing 1–20 of [\d,]+$/)).toBeVisible();
  await expect(async () => expect(await columnTexts(rows, 0)).toEqual(firstPage)).toPass();
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
});
