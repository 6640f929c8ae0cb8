import { expectAccessible } from './support/accessibility';
import { E2E_BASE_URL } from './support/environment';
import { ownerWithMember } from './support/joined-member';
import { localDateTime } from './support/local-date-time';
import { signInNewStaff } from './support/staff-account';
import { storeItemFor } from './support/store-item';
import { expect, expectConsoleError, test } from './support/test';
import { expectToast } from './support/toast';

// Releases of stored items (decision 069), in the organisation of the journey's own: the demo
// ones are shared by every spec file running in parallel and must stay as seeded.

const REQUEST_PAGE = /\/vault\/requests\/[0-9a-f-]{36}$/;

test('a member asks for a valuable item, the owner approves in another browser, two of our staff approve, and the item shows Released with each step in the access log', async ({
  page,
  browser,
  request,
}) => {
  // Four people in four browsers, three of them enrolling a second factor.
  test.slow();
  const { owner, ownerPage, organisation } = await ownerWithMember(
    { browser, request, memberPage: page },
    {
      firstName: 'Rhea',
      lastName: 'Release',
      password: 'Vault-Door-Quorum-2026',
    },
  );
  const itemName = `Release bronze ${Date.now()}`;
  const keptName = `Kept ledger ${Date.now()}`;
  await storeItemFor(owner.email, { name: itemName, security_level: 'high', value: 180_000 });
  await storeItemFor(owner.email, { name: keptName, value: 2_000 });

  // The owner turns four eyes on: every release then needs a second person.
  await ownerPage.goto('/vault/requests');
  const rule = ownerPage.getByRole('form', { name: 'Four-eyes rule' });
  await rule.getByRole('switch', { name: 'Require a second approval' }).click();
  await rule.getByLabel(/^Above a declared value of/).fill('10000');
  await rule.getByRole('button', { name: 'Save Rule' }).click();
  await expectToast(ownerPage, 'Rule Saved');

  // The member starts from the item's details: the form opens with it chosen.
  await page.goto('/vault/items');
  await page.getByRole('button', { name: `View Details of ${itemName}` }).click();
  await page
    .getByRole('dialog', { name: 'Item Details' })
    .getByRole('link', { name: 'Release this item' })
    .click();
  await expect(page).toHaveURL(/\/vault\/requests\/release\?item=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Release Items' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Release items' });
  await expect(form.getByRole('checkbox', { name: new RegExp(itemName) })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: new RegExp(keptName) })).not.toBeChecked();

  // The rules, before sending: each message under its field.
  await form.getByRole('button', { name: 'Request Release' }).click();
  await expect(form.getByText('Enter the date of the release.')).toBeVisible();
  await expect(
    form.getByText('Enter the name of the person collecting, 2 to 120 characters.'),
  ).toBeVisible();
  await form.getByRole('radio', { name: 'Delivered to an address' }).check();
  await expect(form.getByLabel(/^Collected By/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Request Release' }).click();
  await expect(form.getByText('Enter the delivery address.')).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('radio', { name: 'Collected in person at the vault' }).check();
  await form.getByLabel(/^Collected By/).fill('Rhea Release');
  // A date already past: the server's clock refuses it, and its words show under the field.
  expectConsoleError(/status of 400 .*\/api\/requests\/releases$/);
  await form.getByLabel(/^Release On/).fill(localDateTime(-1, 10));
  await form.getByRole('button', { name: 'Request Release' }).click();
  await expectToast(page, 'Error requesting the release');
  await expect(form.getByText('The release date must be in the future.')).toBeVisible();
  await form.getByLabel(/^Release On/).fill(localDateTime(3, 10));
  await form.getByRole('button', { name: 'Request Release' }).click();
  await expectToast(page, 'Release Requested');
  await expect(page).toHaveURL(REQUEST_PAGE);
  const requestPath = new URL(page.url()).pathname;
  const heading = page.getByRole('heading', { level: 1, name: /^Request REQ-/ });
  const number = (await heading.textContent())!.replace('Request ', '').trim();
  await expect(page.getByText('Awaiting client approval').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' })).toContainText(itemName);
  await expect(page.getByText('0 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectAccessible(page);

  // The owner, in a browser of their own, approves for the organisation.
  await ownerPage.goto(requestPath);
  await expect(ownerPage.getByText('Mina Member').first()).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Approve' }).click();
  await expectToast(ownerPage, 'Request Approved', `${number} now awaits OTC approval.`);
  await ownerPage.context().close();
  await expect(page.getByText('Awaiting OTC approval').first()).toBeVisible();

  // Two members of our staff: the first may not approve twice, the second releases it.
  const approve = async (expected: string) => {
    const staffPage = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
    await signInNewStaff(staffPage, 'operations');
    await staffPage.goto(`/admin${requestPath.replace('/vault', '')}`);
    await expect(
      staffPage.getByRole('heading', { level: 1, name: `Request ${number}` }),
    ).toBeVisible();
    await expect(staffPage.getByText(organisation).first()).toBeVisible();
    await staffPage.getByRole('button', { name: 'Accept' }).click();
    await expectToast(staffPage, 'Request Accepted', expected);
    await expect(staffPage.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expectAccessible(staffPage);
    await staffPage.context().close();
  };
  await approve(`${number} now needs a second member of staff to approve it.`);
  await expect(page.getByText('1 of 2')).toBeVisible();
  await approve(`${number} is released: the items may be collected.`);

  // The member's page follows live; the item is Released, kept with its history.
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('2 of 2')).toBeVisible();
  await page.goto('/vault/items');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `View Details of ${itemName}` }) });
  await expect(card.getByText('Released', { exact: true })).toBeVisible();

  // Each step, on the item, in the access log, newest first, after its storing and the member's view.
  await page.goto('/vault/logs');
  const log = page.getByRole('region', { name: 'Access log' }).getByRole('table');
  const itemRows = log.getByRole('row').filter({ hasText: itemName });
  await expect(itemRows).toHaveCount(7);
  const actions = await itemRows.evaluateAll((rows) =>
    rows.map((row) => row.children[3]?.textContent?.trim()),
  );
  // The last approval and the release are one transaction: one moment, in either order.
  expect(actions.slice(0, 2).sort()).toEqual(['Approved by OTC', 'Released']);
  expect(actions.slice(2)).toEqual([
    'Approved by OTC',
    'Approved by the organisation',
    'Request submitted',
    'Viewed',
    'Created',
  ]);
  await expectAccessible(page);

  // No second release of what has left.
  await page.goto('/vault/items');
  await page.getByRole('button', { name: `View Details of ${itemName}` }).click();
  const details = page.getByRole('dialog', { name: 'Item Details' });
  await expect(details).toContainText(itemName);
  await expect(details.getByRole('link', { name: 'Release this item' })).toHaveCount(0);
});
