import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { linkIn } from '../helpers/smtp-sink';
import { DELEGATION_MESSAGES } from '../../src/shared/delegation';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { endDelegationsOf } from './support/delegation-clock';
import { E2E_BASE_URL } from './support/environment';
import { waitForMail } from './support/mail';
import { registerClient, type RegisteredClient } from './support/register-client';
import { signInThroughApi } from './support/sign-in';
import { expectToast } from './support/toast';

const DAY_MS = 24 * 60 * 60 * 1000;
const JSON_ORIGIN = { origin: E2E_BASE_URL };

/** A calendar day `days` from today, as the server counts days: in UTC. */
const dayAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

type Holdings = { itemId: string; item: string; trackingNumber: string };

/**
 * An organisation of the test's own (its owner signed up for it), so the demo organisations stay
 * as seeded, with one vault item of a known value and one shipment, stored by the administrator.
 */
async function organisationWithHoldings(
  request: APIRequestContext,
  firstName: string,
): Promise<{ owner: RegisteredClient; organisation: string } & Holdings> {
  const owner = await registerClient(request, {
    firstName,
    lastName: 'Lender',
    password: 'Granite-Ledger-Lamp-2026',
  });
  const admin = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    storageState: ADMIN_STORAGE_STATE,
    extraHTTPHeaders: JSON_ORIGIN,
  });
  const { options } = (await (
    await admin.get(`/api/admin/clients/options?search=${encodeURIComponent(owner.email)}`)
  ).json()) as { options: { id: string }[] };
  const clientId = options[0]!.id;
  const item = `Shared sculpture ${Date.now()}`;
  const stored = await admin.post('/api/admin/vault-items', {
    data: {
      client_id: clientId,
      name: item,
      category: 'artwork',
      security_level: 'high',
      value: 250000,
    },
  });
  expect(stored.status()).toBe(201);
  const shipment = await admin.post('/api/admin/shipments', {
    data: { client_id: clientId, origin: 'Boston, MA', destination: 'Geneva, Switzerland' },
  });
  expect(shipment.status()).toBe(201);
  const { id: itemId } = (await stored.json()) as { id: string };
  const { tracking_number: trackingNumber } = (await shipment.json()) as {
    tracking_number: string;
  };
  await admin.dispose();
  return { owner, organisation: `${firstName} Lender`, itemId, item, trackingNumber };
}

/** The e-mail a grant sends to its delegate, as they would find it in their inbox. */
const grantMail = (email: string, organisation: string) =>
  waitForMail(
    (m) =>
      m.to === email &&
      m.subject === `${organisation} shares records with you at Orion Transit & Custody`,
  );

/** A browser of the delegate's own, signed out. */
const delegateBrowser = (browser: Browser) =>
  browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });

const sharedAccess = (page: Page) => page.getByRole('region', { name: 'Shared Access' });
const sidebarLinks = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Client Portal' })
    .getByRole('navigation', { name: 'Client Portal' })
    .getByRole('link');

test('an owner shares an item and a shipment with someone outside, who signs up from the e-mail and reads them; the owner sees the view in the access log, then withdraws the access', async ({
  page,
  browser,
}) => {
  test.slow();
  const { owner, organisation, item, trackingNumber } = await organisationWithHoldings(
    page.request,
    'Delia',
  );
  const delegate = {
    email: `dan.${Date.now()}@assessors.example`,
    password: 'Copper-Lens-Field-2026',
  };

  await signInThroughApi(page, owner.email, owner.password);
  await page.goto('/vault/team');
  await expect(sharedAccess(page)).toContainText('Nothing is shared outside the organisation.');
  await page.getByRole('button', { name: 'Share Access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Access' });
  await expect(dialog.getByRole('group', { name: 'Vault Items' }).getByLabel(item)).toBeVisible();
  await expectAccessible(page);

  // Nothing chosen: the form says so under the items, and nothing is sent.
  await dialog.getByLabel(/^E-mail/).fill(delegate.email);
  await dialog.getByLabel(/^Until/).fill(dayAhead(30));
  await dialog.getByRole('button', { name: 'Share Access' }).click();
  await expect(dialog.getByText('Choose at least one item or shipment to share.')).toBeVisible();

  await dialog.getByRole('group', { name: 'Vault Items' }).getByLabel(item).check();
  await dialog.getByRole('group', { name: 'Shipments' }).getByLabel(trackingNumber).check();
  await expect(dialog.getByLabel('Show values')).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Share Access' }).click();
  await expectToast(page, 'Access Shared');
  await expect(dialog).toHaveCount(0);
  const grant = sharedAccess(page).getByRole('row').filter({ hasText: delegate.email });
  await expect(grant.getByRole('cell')).toContainText([
    delegate.email,
    '1 vault item and 1 shipment',
    /\d{4}/,
    'No',
    'Not yet accepted',
  ]);
  await expect(grant).toContainText(`${item}, ${trackingNumber}`);

  // The delegate's own browser: the e-mail's link, an account, then what is shared.
  const mail = await grantMail(delegate.email, organisation);
  const delegateContext = await delegateBrowser(browser);
  const shared = await delegateContext.newPage();
  await shared.goto(linkIn(mail, `${E2E_BASE_URL}/join?token=`));
  await expect(
    shared.getByRole('heading', { level: 1, name: `${organisation} shares records with you` }),
  ).toBeVisible();
  const signUp = shared.getByRole('form', { name: 'Create account' });
  await expect(signUp.getByLabel(/^E-mail/)).toHaveValue(delegate.email);
  await signUp.getByLabel(/^First Name/).fill('Dan');
  await signUp.getByLabel(/^Last Name/).fill('Assessor');
  await signUp.getByLabel(/^Password/).fill(delegate.password);
  await signUp.getByLabel(/^Confirm Password/).fill(delegate.password);
  await signUp.getByRole('button', { name: 'Create Account and Join' }).click();
  await expect(shared).toHaveURL(/\/vault\/shared$/);
  await expectToast(
    shared,
    'Access Accepted',
    `What ${organisation} shares is under Shared with Me.`,
  );

  await expect(shared.getByRole('heading', { level: 1, name: 'Shared with Me' })).toBeVisible();
  await expect(sidebarLinks(shared)).toHaveText(['Shared with Me', 'Account Settings']);
  const section = shared.getByRole('region', { name: new RegExp(`^${organisation} — until `) });
  const items = section.getByRole('list', { name: `Vault items ${organisation} shares` });
  await expect(items.getByRole('heading', { level: 4, name: item })).toBeVisible();
  await expect(items).toContainText('Artwork');
  await expect(section.getByText(/Estimated Value/)).toHaveCount(0);
  const shipments = section.getByRole('list', { name: `Shipments ${organisation} shares` });
  await expect(shipments.getByRole('link', { name: trackingNumber })).toHaveAttribute(
    'href',
    `/track?number=${trackingNumber}`,
  );
  await expect(shipments).toContainText('Boston, MA');
  await expect(shipments).toContainText('Geneva, Switzerland');
  await expect(shipments).toContainText('Pending');
  await expectAccessible(shared);

  // Opening the item is the view the organisation sees; its value stays hidden there too.
  await items.getByRole('button', { name: `View ${item}` }).click();
  const details = shared.getByRole('dialog', { name: 'Shared Item' });
  await expect(
    details.getByText(
      `${organisation} sees this view in its access log, under your e-mail address.`,
    ),
  ).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: item })).toBeVisible();
  await expect(details.getByText('Estimated Value')).toHaveCount(0);
  await expectAccessible(shared);
  await shared.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await expect(items.getByRole('button', { name: `View ${item}` })).toBeFocused();

  // For an account in no organisation the portal's home is what is shared, and its settings are
  // the account's own.
  await shared.goto('/vault');
  await expect(shared).toHaveURL(/\/vault\/shared$/);
  await sidebarLinks(shared).getByText('Account Settings').click();
  await expect(shared.getByRole('heading', { level: 2, name: 'Dan Assessor' })).toBeVisible();
  await expect(shared.getByRole('heading', { name: 'Two-Factor Sign-In' })).toBeVisible();
  await delegateContext.close();

  await page.goto('/vault/logs');
  const view = page
    .getByRole('region', { name: 'Access log' })
    .getByRole('row')
    .filter({ hasText: delegate.email });
  await expect(view.getByRole('cell')).toContainText([
    /\d{4}/,
    item,
    /./,
    'Viewed',
    delegate.email,
  ]);

  // Accepted now; the owner withdraws it.
  await page.goto('/vault/team');
  await expect(grant.getByRole('cell').first()).toHaveText(`${delegate.email}Dan Assessor`);
  await expect(grant.getByRole('cell').nth(4)).toHaveText('Active');
  await grant.getByRole('button', { name: `Withdraw the access of ${delegate.email}` }).click();
  await page
    .getByRole('alertdialog', { name: `Withdraw the access of ${delegate.email}?` })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expectToast(page, 'Access Withdrawn', delegate.email);
  await expect(grant.getByRole('cell').nth(4)).toHaveText('Withdrawn');
  await expect(grant.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
});

test('a delegate loses access once the end date has passed', async ({ page, browser }) => {
  test.slow();
  const { owner, organisation, itemId, item } = await organisationWithHoldings(
    page.request,
    'Edith',
  );
  const delegate = {
    email: `eve.${Date.now()}@estate.example`,
    password: 'Quiet-Harbour-Map-2026',
  };

  await signInThroughApi(page, owner.email, owner.password);
  const granted = await page.request.post('/api/team/delegations', {
    data: { email: delegate.email, ends_on: dayAhead(2), vault_item_ids: [itemId] },
    headers: JSON_ORIGIN,
  });
  expect(granted.status()).toBe(201);
  const token = new URL(
    linkIn(await grantMail(delegate.email, organisation), `${E2E_BASE_URL}/join?token=`),
  ).searchParams.get('token')!;

  // The delegate opens an account from the link, as the /join page would.
  const delegateContext = await delegateBrowser(browser);
  const shared = await delegateContext.newPage();
  const joined = await shared.request.post(`/api/invitations/${token}/sign-up`, {
    data: { first_name: 'Eve', last_name: 'Executor', password: delegate.password },
    headers: JSON_ORIGIN,
  });
  expect(joined.status()).toBe(201);
  await signInThroughApi(shared, delegate.email, delegate.password);
  await shared.goto('/vault/shared');
  await expect(shared.getByRole('heading', { name: item })).toBeVisible();

  // The end date passes: nothing is listed, and the item is not the delegate's to read.
  await endDelegationsOf(delegate.email);
  await shared.reload();
  await expect(shared.getByText('Nothing is shared with you right now.')).toBeVisible();
  await expect(shared.getByRole('heading', { name: item })).toHaveCount(0);
  await expectAccessible(shared);
  const read = await shared.request.get(`/api/shared/items/${itemId}`);
  expect(read.status()).toBe(404);
  expect(((await read.json()) as { error: { message: string } }).error.message).toBe(
    DELEGATION_MESSAGES.notShared,
  );
  await delegateContext.close();

  // The owner's Team page says it has ended, with nothing left to withdraw.
  await page.goto('/vault/team');
  const grant = sharedAccess(page).getByRole('row').filter({ hasText: delegate.email });
  await expect(grant.getByRole('cell').nth(4)).toHaveText('Ended');
  await expect(grant.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
});
