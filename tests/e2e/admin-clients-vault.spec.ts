import { expect, expectConsoleError, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { linkIn } from '../helpers/smtp-sink';
import { expectAccessible } from './support/accessibility';
import { LONG_DATE } from './support/dates';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { E2E_BASE_URL } from './support/environment';
import { waitForMail } from './support/mail';
import { expectToast } from './support/toast';

// Sign-ins are limited per address over the whole suite: the administrator's session comes from
// the setup project, and the client this journey creates signs in once, through the form.
test.use({ storageState: ADMIN_STORAGE_STATE });
const LONG_DATE_TIME = /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/;
const MARCUS = 'Marcus Chen';

const dataRows = (table: Locator) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell') });

/**
 * A toast raised while a modal dialog is open: the dialog hides the rest of the page from
 * assistive technology, the toast region with it, so the region is looked up including hidden
 * elements; the toast must still be on screen.
 */
async function expectToastOverDialog(page: Page, title: string, description: string) {
  const region = page.getByRole('region', { name: /Notifications/, includeHidden: true });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

test('an administrator adds a client, stores an item for them, moves it and removes both again', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now();
  const client = {
    firstName: 'Nadia',
    lastName: 'Petrova',
    name: 'Nadia Petrova',
    email: `nadia.petrova.${stamp}@client.example`,
    company: 'Petrova Antiques',
    country: 'Bulgaria',
    password: 'Invited-Client-2026',
  };
  const item = `Bronze maquette ${stamp}`;

  await page.goto('/admin/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  const clients = page.getByRole('region', { name: 'Clients', exact: true }).getByRole('table');
  await expect(clients.getByRole('columnheader')).toHaveText([
    'Name',
    'Company',
    'Email',
    'Country',
    'Joined On',
    'Actions',
  ]);
  // The demo company's clients, newest first, a page at a time (Marcus is found below).
  await expect(dataRows(clients)).toHaveCount(20);
  await expect(page.getByText(/^Showing 1–20 of \d+$/)).toBeVisible();
  const clientSearch = page.getByRole('searchbox', { name: 'Search clients' });
  await expect(clientSearch).toHaveAttribute(
    'placeholder',
    'Search clients by name, email, or company...',
  );
  await expectAccessible(page);

  // Add Client: the spec's messages under the fields, then an address that is taken.
  await page.getByRole('button', { name: 'Add Client' }).click();
  const addClient = page.getByRole('dialog', { name: 'Add Client' });
  const personal = addClient.getByRole('group', { name: 'Personal Information' });
  const nextOfKin = addClient.getByRole('group', { name: 'Next of Kin' });
  await expect(addClient.getByRole('group')).toHaveText([
    /^Personal Information/,
    /^Address Information/,
    /^Next of Kin/,
  ]);
  await expect(addClient.getByLabel(/password/i)).toHaveCount(0);
  // The address fields have the names the client's own form gives them.
  const address = addClient.getByRole('group', { name: 'Address Information' });
  for (const name of ['Address', 'City', 'State / Province', 'ZIP / Postal Code', 'Country']) {
    await expect(address.getByRole('textbox', { name, exact: true })).toBeVisible();
  }
  await expectAccessible(page);

  await personal.getByRole('textbox', { name: 'First Name' }).fill('N');
  await personal.getByRole('textbox', { name: 'Email' }).fill('nadia.petrova');
  await nextOfKin.getByRole('textbox', { name: 'Email' }).fill('kin@');
  await addClient.getByRole('button', { name: 'Add Client' }).click();
  await expect(personal.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(
    'First name is required.',
  );
  await expect(personal.getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription(
    'Last name is required.',
  );
  await expect(personal.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Invalid email address.',
  );
  await expect(nextOfKin.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Invalid email for next of kin.',
  );
  await expectAccessible(page);

  await personal.getByRole('textbox', { name: 'First Name' }).fill(client.firstName);
  await personal.getByRole('textbox', { name: 'Last Name' }).fill(client.lastName);
  await personal.getByRole('textbox', { name: 'Email' }).fill('marcus.chen@chenjewelers.example');
  await personal.getByRole('textbox', { name: 'Company' }).fill(client.company);
  await addClient.getByRole('textbox', { name: 'Country' }).fill(client.country);
  await nextOfKin.getByRole('textbox', { name: 'Email' }).fill('');
  // Refused with 409, here and when an edit later takes a used address.
  expectConsoleError(/status of 409 .*\/api\/admin\/clients(\/[0-9a-f-]+)?$/);
  await addClient.getByRole('button', { name: 'Add Client' }).click();
  const taken = 'An account with this email address already exists.';
  await expectToastOverDialog(page, 'Error creating user', taken);
  await expect(personal.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(taken);

  await personal.getByRole('textbox', { name: 'Email' }).fill(client.email);
  await addClient.getByRole('button', { name: 'Add Client' }).click();
  await expectToast(
    page,
    'Client added successfully',
    `An invitation to choose a password has been sent to ${client.email}.`,
  );
  await expect(addClient).toHaveCount(0);
  await expect(dataRows(clients).filter({ hasText: client.email }).getByRole('cell')).toHaveText([
    client.name,
    client.company,
    client.email,
    client.country,
    LONG_DATE,
    '',
  ]);

  // The client follows the invitation, chooses a password and signs in to the portal.
  const mail = await waitForMail(
    (m) => m.to === client.email && /client account is ready/.test(m.subject),
  );
  expect(mail.text).toContain('Hello Nadia,');
  expect(mail.text).toContain('The link is valid for 72 hours.');
  // A browser of the client's own: without an empty storage state it would inherit the
  // administrator's session from test.use, and the sign-in page sends a signed-in user on.
  const clientContext = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  const portal = await clientContext.newPage();
  await portal.goto(linkIn(mail, `${E2E_BASE_URL}/update-password?token=`));
  await portal.getByLabel(/^New Password/).fill(client.password);
  await portal.getByLabel(/^Confirm New Password/).fill(client.password);
  await portal.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(portal, 'Password Updated Successfully');
  await expect(portal).toHaveURL(/\/login$/);
  const signIn = portal.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(client.email);
  await signIn.getByLabel(/^Password/).fill(client.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(portal, 'Login Successful');
  await expect(portal).toHaveURL(/\/vault\/items$/);
  await expect(portal.getByRole('heading', { name: 'Your Vault is Empty' })).toBeVisible();

  // Add Vault Item: the spec's messages first, then the item for the new client.
  await page.getByRole('link', { name: 'Vault Storage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vault Storage' })).toBeVisible();
  const items = page.getByRole('region', { name: 'Vault items', exact: true }).getByRole('table');
  await expect(items.getByRole('columnheader')).toHaveText([
    'Item Name',
    'Client',
    'Category',
    'Security Level',
    'Date Stored',
    'Actions',
  ]);
  await expect(
    page.getByRole('group', { name: 'Filter vault items by category' }).getByRole('button'),
  ).toHaveText(['All', 'Documents', 'Jewelry', 'Electronics', 'Artwork', 'Gold', 'Other']);
  await expect(dataRows(items)).toHaveCount(20);
  await expect(page.getByText(/^Showing 1–20 of \d+$/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Vault Item' }).click();
  const addItem = page.getByRole('dialog', { name: 'Add Vault Item' });
  const itemField = (dialog: Locator, name: string) =>
    dialog.getByRole('textbox', { name, exact: true });
  await expect(addItem.getByRole('combobox', { name: 'Category' })).toHaveValue('other');
  await expect(addItem.getByRole('combobox', { name: 'Security Level' })).toHaveValue('standard');
  await expect(itemField(addItem, 'Location Code')).toHaveAttribute('placeholder', 'VAULT-A-101');
  await itemField(addItem, 'Item Name').fill('B');
  await itemField(addItem, 'Location Code').fill('shelf 12');
  await itemField(addItem, 'Estimated Value (USD)').fill('-3');
  await addItem.getByRole('button', { name: 'Add Vault Item' }).click();
  await expect(addItem.getByRole('combobox', { name: 'Client' })).toHaveAccessibleDescription(
    'Client is required.',
  );
  await expect(itemField(addItem, 'Item Name')).toHaveAccessibleDescription(
    'Item name is required',
  );
  await expect(itemField(addItem, 'Location Code')).toHaveAccessibleDescription(
    'Location codes look like VAULT-A-101.',
  );
  await expect(itemField(addItem, 'Estimated Value (USD)')).toHaveAccessibleDescription(
    'Value must be a positive number.',
  );
  await expectAccessible(page);

  await addItem.getByRole('combobox', { name: 'Client' }).fill(client.email);
  await addItem.getByRole('option', { name: new RegExp(client.name) }).click();
  await itemField(addItem, 'Item Name').fill(item);
  await addItem.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Artwork' });
  await addItem.getByRole('combobox', { name: 'Security Level' }).selectOption({ label: 'High' });
  await itemField(addItem, 'Location Code').fill('VAULT-B-204');
  await itemField(addItem, 'Estimated Value (USD)').fill('125000');
  await itemField(addItem, 'Description').fill('Cast in 1921, on loan to the gallery.');
  await addItem.getByRole('button', { name: 'Add Vault Item' }).click();
  await expectToast(page, 'Vault Item Added!', `${item} is now stored for ${client.name}.`);
  await expect(addItem).toHaveCount(0);
  const itemRow = dataRows(items).filter({ hasText: item });
  await expect(itemRow.getByRole('cell')).toHaveText([
    item,
    client.name,
    'Artwork',
    'High',
    LONG_DATE,
    '',
  ]);

  // The client sees the item, and its creation by staff in the access log.
  await portal.reload();
  await expect(
    portal.getByRole('list', { name: 'Your vault items' }).getByRole('heading', { level: 2 }),
  ).toHaveText([item]);
  // Not accessed yet: 'Never', the word the admin's details use too.
  await expect(
    portal
      .getByRole('list', { name: 'Your vault items' })
      .getByRole('listitem')
      .getByRole('definition'),
  ).toHaveText([LONG_DATE, 'Never']);
  await portal.goto('/vault/logs');
  const log = portal.getByRole('region', { name: 'Access log' }).getByRole('table');
  await expect(dataRows(log).first().getByRole('cell')).toHaveText([
    LONG_DATE_TIME,
    item,
    /^[0-9a-f]{8}$/,
    'Created',
    'OTC staff',
    /\S/,
    /\S/,
  ]);

  // Edit moves the item; View shows the new place.
  await itemRow.getByRole('button', { name: `Edit ${item}` }).click();
  const editItem = page.getByRole('dialog', { name: 'Edit Vault Item' });
  await expect(editItem.getByRole('combobox', { name: 'Client' })).toHaveValue(client.name);
  await expect(itemField(editItem, 'Location Code')).toHaveValue('VAULT-B-204');
  await itemField(editItem, 'Location Code').fill('VAULT-C-310');
  await editItem.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Vault Item Updated!', `The changes to ${item} are saved.`);
  await expect(editItem).toHaveCount(0);

  await itemRow.getByRole('button', { name: `View ${item}` }).click();
  const details = page.getByRole('dialog', { name: 'Vault Item Details' });
  await expect(details.getByRole('definition')).toHaveText([
    item,
    client.name,
    'Artwork',
    'High',
    'VAULT-C-310',
    '$125,000.00',
    LONG_DATE,
    'Never',
    'Cast in 1921, on loan to the gallery.',
  ]);
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(details).toHaveCount(0);
  await expect(itemRow.getByRole('button', { name: `View ${item}` })).toBeFocused();

  await portal.reload();
  await expect(dataRows(log).first().getByRole('cell').nth(3)).toHaveText('Moved');

  // The client's Item Details say 'Never' for it as well.
  await portal.goto('/vault/items');
  await portal.getByRole('button', { name: `View Details of ${item}` }).click();
  const clientDetails = portal.getByRole('dialog', { name: 'Item Details' });
  await expect(clientDetails.getByRole('definition')).toHaveText([
    item,
    /^[0-9a-f-]{36}$/,
    'Artwork',
    'High',
    'VAULT-C-310',
    '$125,000.00',
    LONG_DATE,
    'Never',
    'Cast in 1921, on loan to the gallery.',
  ]);
  await portal.keyboard.press('Escape');
  await portal.goto('/vault/logs');

  // A client who still has items in the vault cannot be deleted.
  await page.getByRole('link', { name: 'Clients' }).click();
  await clientSearch.fill('chen');
  await expect(dataRows(clients)).toHaveCount(1);
  await page.getByRole('button', { name: `Actions for ${MARCUS}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmClient = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await expect(confirmClient).toContainText(
    `This will permanently delete the client account of ${MARCUS} and remove their sign-in.`,
  );
  await confirmClient.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Error deleting client');
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(
        /^This client still has \d+ items? in the vault( and \d+ shipments? not yet delivered)?\. Return or reassign them before deleting the client\.$/,
      ),
  ).toBeVisible();
  await expect(confirmClient).toHaveCount(0);
  await expect(dataRows(clients)).toHaveCount(1);

  // Once their item is gone, the new client can be deleted, and their sign-in with them.
  await page.getByRole('link', { name: 'Vault Storage' }).click();
  await itemRow.getByRole('button', { name: `Delete ${item}` }).click();
  const confirmItem = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirmItem).toContainText(item);
  await confirmItem.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Vault Item Deleted', `${item} has been removed.`);
  await expect(itemRow).toHaveCount(0);

  await portal.reload();
  await expect(dataRows(log).first().getByRole('cell').nth(3)).toHaveText('Deleted by staff');

  await page.getByRole('link', { name: 'Clients' }).click();
  await clientSearch.fill(client.email);
  await expect(dataRows(clients)).toHaveCount(1);
  await page.getByRole('button', { name: `Actions for ${client.name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirmClient.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Client Deleted', `${client.name} has been removed.`);
  await expect(clients.getByRole('cell')).toHaveText(['No clients found.']);

  expect(await (await portal.request.get('/api/auth/get-session')).json()).toBeNull();
  await clientContext.close();
});
