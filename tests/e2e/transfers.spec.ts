import { expectAccessible } from './support/accessibility';
import { E2E_BASE_URL } from './support/environment';
import { localDateTime } from './support/local-date-time';
import { registerClient } from './support/register-client';
import { enrolThroughApi, signInThroughApi } from './support/sign-in';
import { acceptAsOperations } from './support/staff-accept';
import { storeItemFor } from './support/store-item';
import { expect, expectConsoleError, test } from './support/test';
import { expectToast } from './support/toast';

// Transfers to another organisation of ours (decision 071), between two organisations of the
// journey's own: the demo ones are shared by every spec file running in parallel.

const REQUEST_PAGE = /\/vault\/requests\/[0-9a-f-]{36}$/;

test('an owner transfers an item to another organisation, whose owner accepts it in another browser; our staff approve, and each side sees its own record', async ({
  page,
  browser,
  request,
}) => {
  // Three people in three browsers, one enrolling a second factor.
  test.slow();
  const sender = await registerClient(request, {
    firstName: 'Tess',
    lastName: 'Transfer',
    password: 'Handover-Quorum-Eight-2026',
  });
  const receiver = await registerClient(request, {
    firstName: 'Rory',
    lastName: 'Receiver',
    password: 'Handover-Quorum-Nine-2026',
  });
  const itemName = `Transfer sculpture ${Date.now()}`;
  const itemId = await storeItemFor(sender.email, { name: itemName, value: 45_000 });
  await signInThroughApi(page, sender.email, sender.password);

  // The sender chooses the transfer and names the receiver by its registered address.
  await page.goto(`/vault/requests/release?item=${itemId}`);
  const form = page.getByRole('form', { name: 'Release items' });
  await form.getByRole('radio', { name: 'Transferred to another organisation of ours' }).check();
  await expect(form.getByLabel(/^Collected By/)).toHaveCount(0);
  await form.getByLabel(/^Release On/).fill(localDateTime(4, 11));
  await form.getByRole('button', { name: 'Request Release' }).click();
  await expect(
    form.getByText(
      'Enter the e-mail address the receiving organisation is registered with at OTC.',
    ),
  ).toBeVisible();
  // An address no client of ours has: the server's words, under the field.
  expectConsoleError(/status of 400 .*\/api\/requests\/releases$/);
  const recipientEmail = form.getByLabel(/^Receiving Organisation's E-mail/);
  await recipientEmail.fill('nobody.at.all@client.example');
  await form.getByRole('button', { name: 'Request Release' }).click();
  await expectToast(page, 'Error requesting the release');
  await expect(
    form.getByText('No other organisation of ours is registered under this e-mail address.'),
  ).toBeVisible();
  await expectAccessible(page);
  await recipientEmail.fill(receiver.email);
  await form.getByRole('button', { name: 'Request Release' }).click();
  await expectToast(page, 'Release Requested');
  await expect(page).toHaveURL(REQUEST_PAGE);
  const requestPath = new URL(page.url()).pathname;
  const number = (await page
    .getByRole('heading', { level: 1, name: /^Request REQ-/ })
    .textContent())!
    .replace('Request ', '')
    .trim();
  // One Owner: no four eyes, so it is put before the receiver at once.
  await expect(page.getByText('Awaiting the receiving organisation').first()).toBeVisible();
  await expect(page.getByText('Rory Receiver').first()).toBeVisible();

  // The receiver, in a browser of its own, finds it in its requests and accepts it.
  const receiverPage = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await signInThroughApi(receiverPage, receiver.email, receiver.password);
  await enrolThroughApi(receiverPage, receiver.password);
  await receiverPage.goto('/vault/requests');
  const row = receiverPage.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Tess Transfer');
  await row.getByRole('link', { name: number }).click();
  await expect(receiverPage).toHaveURL(`${E2E_BASE_URL}${requestPath}`);
  await expect(receiverPage.getByRole('list', { name: 'Items' })).toContainText(itemName);
  await expect(receiverPage.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  await expectAccessible(receiverPage);
  await receiverPage.getByRole('button', { name: 'Accept transfer' }).click();
  await expectToast(receiverPage, 'Transfer Accepted', `${number} now awaits OTC approval.`);
  await expect(page.getByText('Awaiting OTC approval').first()).toBeVisible();

  // Our staff approve it: the items now belong to the receiver.
  await acceptAsOperations(browser, {
    requestPath,
    description: `${number} is transferred: the items are now held for Rory Receiver.`,
  });
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();

  // The sender keeps it as Released; the receiver holds it, its history starting here.
  await page.goto('/vault/items');
  const sent = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `View Details of ${itemName}` }) });
  await expect(sent.getByText('Released', { exact: true })).toBeVisible();
  await receiverPage.goto('/vault/items');
  const received = receiverPage
    .getByRole('listitem')
    .filter({ has: receiverPage.getByRole('button', { name: `View Details of ${itemName}` }) });
  await expect(received).toBeVisible();
  await expect(received.getByText('Released', { exact: true })).toHaveCount(0);
  await receiverPage.goto('/vault/logs');
  const log = receiverPage.getByRole('region', { name: 'Access log' }).getByRole('table');
  await expect(log.getByRole('row').filter({ hasText: itemName })).toContainText([
    'Transferred in from another organisation',
  ]);
  await expectAccessible(receiverPage);
  await receiverPage.context().close();
});
