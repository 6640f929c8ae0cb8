import { expect, expectConsoleError, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { E2E_BASE_URL } from './support/environment';
import { expectToast } from './support/toast';

test.use({ storageState: ADMIN_STORAGE_STATE });

// Runs after every other spec (project "site-settings" in playwright.config.ts): the footer and
// contact page of the other journeys read these settings.
test('administrator edits the contact details and the footer shows them at once', async ({
  page,
}) => {
  const original = await (await page.request.get('/api/admin/settings')).json();
  await page.goto('/admin/settings');

  const email = page.getByLabel('Contact Email');
  const phone = page.getByLabel('Contact Phone');
  const address = page.getByLabel('Company Address');
  await expect(email).toHaveValue(original.contact_email);

  await email.fill('not-an-address');
  await phone.fill('');
  await address.fill('');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Invalid email address.')).toBeVisible();
  await expect(page.getByText('Phone number is required.')).toBeVisible();
  await expect(page.getByText('Address is required.')).toBeVisible();
  await expectAccessible(page);

  await email.fill('desk@orion-tc.example');
  await phone.fill('+1 (646) 555-0199');
  await address.fill('1 Liberty Plaza\nNew York, NY 10006');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings Saved');

  // The same browser sees the new details in the public footer without a reload of settings.
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'desk@orion-tc.example' })).toBeVisible();
  await expect(footer.getByRole('link', { name: '+1 (646) 555-0199' })).toBeVisible();
  await expect(footer.getByText('1 Liberty Plaza')).toBeVisible();

  // A visitor arriving now reads them from the server too.
  const visitor = await page.context().browser()!.newPage({ baseURL: E2E_BASE_URL });
  await visitor.goto('/contact');
  await expect(visitor.getByText('desk@orion-tc.example').first()).toBeVisible();
  await visitor.close();

  const restored = await page.request.put('/api/admin/settings', {
    data: original,
    headers: { origin: E2E_BASE_URL },
  });
  expect(restored.status()).toBe(200);
});

test('administrator sets the value above which a release needs a second member of staff', async ({
  page,
}) => {
  const original = await (await page.request.get('/api/admin/settings/custody')).json();
  await page.goto('/admin/settings');
  const rules = page.getByRole('form', { name: 'Custody rules' });
  const threshold = rules.getByLabel('Second Staff Approval Above (USD)');
  await expect(threshold).toHaveValue(String(original.release_second_approval_threshold));

  await threshold.fill('-5');
  await rules.getByRole('button', { name: 'Save Custody Rules' }).click();
  await expect(rules.getByText('The amount cannot be negative.')).toBeVisible();
  await expect(threshold).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await threshold.fill('250000');
  await rules.getByRole('button', { name: 'Save Custody Rules' }).click();
  await expectToast(page, 'Custody Rules Saved');
  await page.reload();
  await expect(page.getByLabel('Second Staff Approval Above (USD)')).toHaveValue('250000');

  const restored = await page.request.put('/api/admin/settings/custody', {
    data: original,
    headers: { origin: E2E_BASE_URL },
  });
  expect(restored.status()).toBe(200);
});

test('administrator adds a vehicle, sees it listed and retires it; a registration on record is refused', async ({
  page,
}) => {
  const registration = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/admin/settings');
  const vehicles = page.getByRole('region', { name: 'Vehicles' });
  await expect(vehicles.getByRole('row', { name: /OTC 101/ })).toContainText('In service');
  const addVehicle = page.getByRole('form', { name: 'Add a vehicle' });

  // Typed in lower case, kept as the registration plate reads.
  await addVehicle.getByLabel('Registration').fill(registration.toLowerCase());
  await addVehicle.getByLabel('Description').fill('Armoured van, on trial');
  await addVehicle.getByRole('button', { name: 'Add Vehicle' }).click();
  await expectToast(page, 'Vehicle Added', `${registration} is in service.`);
  await expect(addVehicle.getByLabel('Registration')).toHaveValue('');
  const row = vehicles.getByRole('row', { name: new RegExp(registration) });
  await expect(row.getByRole('cell')).toHaveText([
    registration,
    'Armoured van, on trial',
    'In service',
    'Retire',
  ]);

  await row.getByRole('button', { name: `Retire ${registration}` }).click();
  await expectToast(page, 'Vehicle Retired', `${registration} is offered no more.`);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Retired');
  await expect(
    row.getByRole('button', { name: `Return to service ${registration}` }),
  ).toBeVisible();

  // The same registration again, even retired, is the server's 409 under the field.
  expectConsoleError(/status of 409 .*\/api\/admin\/vehicles$/);
  await addVehicle.getByLabel('Registration').fill(registration);
  await addVehicle.getByRole('button', { name: 'Add Vehicle' }).click();
  const taken = 'A vehicle with this registration is already on record.';
  await expectToast(page, 'Error adding vehicle', taken);
  await expect(addVehicle.getByLabel('Registration')).toHaveAccessibleDescription(taken);
  await expect(addVehicle.getByLabel('Registration')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
});
