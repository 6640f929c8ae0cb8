import { dayAfter, vaultDayOf, weekdayOf } from '../../src/shared/visits';
import { expectAccessible } from './support/accessibility';
import { E2E_BASE_URL } from './support/environment';
import { registerClient } from './support/register-client';
import { signInThroughApi } from './support/sign-in';
import { signInNewStaff } from './support/staff-account';
import { acceptAsOperations } from './support/staff-accept';
import { storeItemFor } from './support/store-item';
import { expect, expectConsoleError, test } from './support/test';
import { expectToast } from './support/toast';
import { bringVisitToToday } from './support/visit-clock';

// Visits to the vault (decision 070), in an organisation of the journey's own.

const REQUEST_PAGE = /\/vault\/requests\/[0-9a-f-]{36}$/;

/** A weekday (the vault's default opening days) at least three days ahead. */
function openDay(): string {
  let day = dayAfter(vaultDayOf(new Date()), 3);
  while (![1, 2, 3, 4, 5].includes(weekdayOf(day))) day = dayAfter(day, 1);
  return day;
}

test('a client books a visit for two people, Operations confirm it, and the desk checks its code in once', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const client = await registerClient(request, {
    firstName: 'Vera',
    lastName: 'Visitor',
    password: 'Viewing-Room-Lantern-2026',
  });
  const itemName = `Visit tapestry ${Date.now()}`;
  await storeItemFor(client.email, { name: itemName, category: 'artwork', security_level: 'high' });
  await signInThroughApi(page, client.email, client.password);

  // From the item's details: the form opens with it chosen.
  await page.goto('/vault/items');
  await page.getByRole('button', { name: `View Details of ${itemName}` }).click();
  await page
    .getByRole('dialog', { name: 'Item Details' })
    .getByRole('link', { name: 'See it at the vault' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Visit' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Book a visit' });
  await expect(form.getByRole('checkbox', { name: new RegExp(itemName) })).toBeChecked();

  await form.getByRole('button', { name: 'Request Visit' }).click();
  await expect(form.getByText('Choose the day of the visit.')).toBeVisible();
  await expect(form.getByText('Enter the visitor’s full name, 2 to 120 characters.')).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel(/^Day/).fill(openDay());
  const hour = form.getByLabel(/^Hour/);
  await expect(
    hour.getByRole('option', { name: /^10:00–11:00 \(\d room(s)? free\)$/ }),
  ).toBeAttached();
  await hour.selectOption('10');
  await form.getByLabel(/^Visitor 1 Name/).fill('Vera Visitor');
  await form.getByRole('button', { name: 'Add a visitor' }).click();
  await form.getByLabel(/^Visitor 2 Name/).fill('Ivo Conservator');
  await form.getByLabel(/^Visitor 2 ID/).selectOption({ label: 'National ID card' });
  await form.getByRole('button', { name: 'Request Visit' }).click();
  await expectToast(page, 'Visit Requested');
  await expect(page).toHaveURL(REQUEST_PAGE);
  const requestPath = new URL(page.url()).pathname;
  const heading = page.getByRole('heading', { level: 1, name: /^Request REQ-/ });
  const number = (await heading.textContent())!.replace('Request ', '').trim();
  await expect(page.getByText('Awaiting OTC approval').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items to bring' })).toContainText(itemName);
  await expect(page.getByRole('region', { name: 'Visit code' })).toHaveCount(0);
  await expectAccessible(page);

  // Operations confirm it; the client's page shows the code, also as a QR code.
  await acceptAsOperations(browser, {
    requestPath,
    description: `${number} is confirmed: the client now sees its code.`,
  });

  await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
  const codeRegion = page.getByRole('region', { name: 'Visit code' });
  await expect(codeRegion.getByRole('img', { name: /^QR code of visit code / })).toBeVisible();
  const code = (await codeRegion.locator('p.font-mono').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expectAccessible(page);

  // Its day comes: the custodian at the desk checks it in once; the second time is refused.
  await bringVisitToToday(number);
  const desk = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await signInNewStaff(desk, 'custodian');
  await desk.goto('/admin/requests');
  const checkIn = desk.getByRole('form', { name: 'Check in a visit' });
  await checkIn.getByLabel('Visit Code').fill(code.toLowerCase());
  await checkIn.getByRole('button', { name: 'Check In' }).click();
  await expectToast(desk, 'Visit Checked In', `${number} for Vera Visitor.`);
  const checked = desk.getByRole('region', { name: 'Checked in' });
  await expect(checked).toContainText('Vera Visitor: Passport');
  await expect(checked).toContainText('Ivo Conservator: National ID card');
  await expect(checked).toContainText(itemName);
  await expectAccessible(desk);

  expectConsoleError(/status of 409 .*\/api\/admin\/requests\/visits\/check-in$/);
  await checkIn.getByLabel('Visit Code').fill(code);
  await checkIn.getByRole('button', { name: 'Check In' }).click();
  await expectToast(desk, 'Error checking the visit in');
  await expect(
    checkIn.getByText('This code was already used: a visit is checked in once.'),
  ).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Checked in' })).toHaveCount(0);
  await desk.context().close();

  // The client's page follows: completed, with the time of the check-in.
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Visit checked in');
});
