import { readFile } from 'node:fs/promises';
import { expect, expectConsoleError, test } from './support/test';
import type { AnalyticsData } from '#shared/admin/analytics';
import { expectAccessible } from './support/accessibility';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { EVERY_ADMIN_PAGE } from './support/admin-pages';
import { LONG_DATE } from './support/dates';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/environment';
import { signedInMinutesAgo } from './support/session-clock';
import { expectToast } from './support/toast';

test.use({ storageState: ADMIN_STORAGE_STATE });

const ADMIN_LINKS = EVERY_ADMIN_PAGE;
const CHANGE_LINE =
  /^(\+\d+% from last month|-\d+% from last month|No change from last month|New this month)$/;

test('administrator lands on the overview with real counts and finds every admin page', async ({
  page,
}) => {
  // The cards must match the very answer the page drew: other journeys add clients meanwhile.
  const overviewAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/admin/overview' && response.ok(),
  );
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByText("Here's your real-time operational overview.")).toBeVisible();

  const sidebar = page.getByRole('complementary', { name: 'Admin' });
  for (const link of ADMIN_LINKS) {
    await expect(sidebar.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(sidebar.getByText(E2E_ADMIN_EMAIL)).toBeVisible();
  await expect(sidebar.getByText('Administrator', { exact: true })).toBeVisible();

  // The cards show what the API counts; the demo company has 3 clients and 12 items at least.
  const stats = page.getByRole('list', { name: 'Operational statistics' });
  const overview = (await (await overviewAnswer).json()) as Record<string, { total: number }>;
  for (const [title, key] of [
    ['Total Shipments', 'total_shipments'],
    ['Active Shipments', 'active_shipments'],
    ['Total Clients', 'total_clients'],
    ['Items in Vault', 'items_in_vault'],
  ] as const) {
    const card = stats.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText(String(overview[key]?.total), { exact: true })).toBeVisible();
    await expect(card.getByText(CHANGE_LINE)).toBeVisible();
  }
  // One row of four cards, all as tall as the tallest: whether a change line wraps depends on the
  // figures, so one is made to run to two lines here, as a longer figure would.
  await stats
    .getByRole('listitem')
    .first()
    .getByText(CHANGE_LINE)
    .evaluate((line) => line.append(' and again the month before, and the month before that'));
  const heights = await stats
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
  expect(heights).toHaveLength(4);
  expect(new Set(heights).size, `card heights ${heights.join(', ')}`).toBe(1);
  await expect(page.getByRole('heading', { name: 'Admin access requests' })).toBeVisible();
  await expectAccessible(page);

  // The avatar is drawn locally from the account: initials, no image from elsewhere.
  const menu = page.getByRole('button', { name: /^Account menu of/ });
  await expect(menu).toContainText(E2E_ADMIN_EMAIL);
  await expect(menu.getByRole('img')).toHaveCount(0);
  await menu.click();
  await expect(page.getByRole('menu').getByText('Administrator', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await sidebar.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Shipments per week' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vault value by category' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Clients over time' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Vault value by category' })
      .getByRole('row', { name: /Jewelry/ }),
  ).toHaveCount(1);
  await expectAccessible(page);
});

test('administrator reads twelve weeks of shipments on a labelled axis, and items per category', async ({
  page,
}) => {
  const analyticsAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/admin/analytics' && response.ok(),
  );
  await page.goto('/admin/analytics');
  const analytics = (await (await analyticsAnswer).json()) as AnalyticsData;

  // Every week is there, the quiet ones too, each named by its long date.
  const perWeek = page.getByRole('region', { name: 'Shipments per week' });
  const weekRows = perWeek
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(weekRows).toHaveCount(12);
  for (const [index, week] of analytics.shipments_per_week.entries()) {
    await expect(weekRows.nth(index).getByRole('rowheader')).toHaveText(LONG_DATE);
    await expect(weekRows.nth(index).getByRole('cell').first()).toHaveText(String(week.total));
  }
  // The drawing (hidden from screen readers, which get the table) labels all 12 columns and its
  // count axis, from 0 up to at least the busiest week.
  await expect(
    perWeek.getByRole('list', { name: 'Weeks', includeHidden: true }).getByRole('listitem', {
      includeHidden: true,
    }),
  ).toHaveText(Array.from({ length: 12 }, () => /^[A-Z][a-z]{2} \d{1,2}$/));
  const ticks = (
    await perWeek
      .getByRole('list', { name: 'Shipments axis', includeHidden: true })
      .getByRole('listitem', { includeHidden: true })
      .allInnerTexts()
  ).map((tick) => Number(tick.replace(/,/g, '')));
  expect(ticks[0]).toBe(0);
  expect(ticks).toEqual([...ticks].sort((a, b) => a - b));
  expect(ticks.length).toBeGreaterThan(1);
  expect(ticks.at(-1)).toBeGreaterThanOrEqual(
    Math.max(...analytics.shipments_per_week.map((week) => week.total)),
  );

  // 'N items', and '1 item' for one.
  const byCategory = page.getByRole('region', { name: 'Vault value by category' });
  for (const { items } of analytics.vault_value_by_category) {
    await expect(
      byCategory.getByText(new RegExp(` · ${items} ${items === 1 ? 'item' : 'items'}$`)).first(),
    ).toBeVisible();
  }
  await expect(byCategory.getByText(/ · 1 items$/)).toHaveCount(0);
  await expectAccessible(page);
});

test('the overview says what to do when its numbers cannot be loaded, and loads them on Try Again', async ({
  page,
}) => {
  const serverText = 'relation "shipments" does not exist';
  expectConsoleError(/status of 500 .*\/api\/admin\/overview$/);
  await page.route('**/api/admin/overview', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: serverText } } }),
  );
  await page.goto('/admin/overview');
  await expect(page.getByRole('heading', { name: 'Could Not Load Data' })).toBeVisible();
  await expect(
    page.getByText('There was an issue fetching the dashboard statistics.'),
  ).toBeVisible();
  await expectToast(
    page,
    'Failed to load dashboard data',
    'Please check your connection and try again.',
  );
  await expect(page.getByText(serverText)).toHaveCount(0);
  await expectAccessible(page);

  await page.unroute('**/api/admin/overview');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('list', { name: 'Operational statistics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Could Not Load Data' })).toHaveCount(0);
});

test("V7.5.3 administrator exports the client list as CSV from Analytics, confirming it's them first", async ({
  page,
}) => {
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  // The shared admin session was signed in when the run began: an export past 10 minutes asks for
  // the password. Made so here, whatever the run's pace, so this journey always meets the dialog.
  // The export is refused with 403 until the dialog has confirmed it's them.
  expectConsoleError(/status of 403 .*\/api\/admin\/analytics\/exports\/clients\.csv$/);
  await signedInMinutesAgo(page, 11);
  await page.getByRole('button', { name: 'Export Reports' }).click();
  await page.getByRole('menuitem', { name: 'Clients (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Confirm' }).click(),
  ]);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export Reports' })).toBeFocused();
  expect(download.suggestedFilename()).toBe('otc-clients.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'First name,Last name,Email,Phone,Company,Address,City,State / Province,ZIP / Postal Code,Country,Joined',
  );
  expect(lines.some((line) => line.includes('marcus.chen@chenjewelers.example'))).toBe(true);
});
