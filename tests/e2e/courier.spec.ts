import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, expectConsoleError, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { E2E_BASE_URL } from './support/environment';
import { signInNewStaff } from './support/staff-account';
import { expectToast, expectToastOverDialog } from './support/toast';

/** A value no other figure on the pages reads, so its absence means the value is not shown. */
const VALUE = 987_654.32;

test('operations make a crew of a courier and give it a shipment, which the courier then carries and never sees its value', async ({
  page,
  browser,
}) => {
  // Two staff members enrol their second factor and sign in: the slow budget gives room.
  test.slow();
  const courierPage = await (await browser.newContext()).newPage();
  const courierEmail = await signInNewStaff(courierPage, 'courier');
  await courierPage.goto('/admin');
  await expect(courierPage).toHaveURL(/\/admin\/assigned$/);
  const sidebar = courierPage.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar.getByRole('link')).toHaveText(['My Shipments']);
  await expect(courierPage.getByText('No shipments are assigned to you.')).toBeVisible();

  // Operations make a crew of the new courier on the Dispatch page.
  await signInNewStaff(page, 'operations');
  const crewName = `Crew ${Date.now()}`;
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dispatch' })
    .click();
  await expect(page).toHaveURL(/\/admin\/dispatch$/);
  const crews = page.getByRole('region', { name: 'Crews' });
  await expect(crews.getByRole('row', { name: /Crew Ramos/ })).toBeVisible();
  await page.getByRole('button', { name: 'New Crew' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Crew' });
  await expect(dialog.getByLabel('Crew Name')).toBeFocused();
  await dialog.getByLabel('Crew Name').fill(crewName);
  await dialog.getByRole('checkbox', { name: `(${courierEmail})` }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Crew Created', `${crewName} can now be given shipments.`);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Crew' })).toBeFocused();
  await expect(crews.getByRole('row', { name: new RegExp(crewName) }).getByRole('cell')).toHaveText(
    [crewName, 'E2E Courier', '0', ''],
  );

  const { options } = (await (
    await page.request.get('/api/admin/clients/options?search=amelia')
  ).json()) as { options: { id: string }[] };
  const created = await page.request.post('/api/admin/shipments', {
    data: {
      client_id: options[0]!.id,
      origin: 'Geneva',
      destination: 'Basel',
      status: 'picked_up',
      value: VALUE,
      weight_kg: 4.5,
      item_description: 'Two framed etchings in a sealed crate',
    },
    headers: { origin: E2E_BASE_URL },
  });
  expect(created.status()).toBe(201);
  const shipment = (await created.json()) as { id: string; tracking_number: string };

  // The crew and a van in service carry the shipment.
  await page.goto(`/admin/shipments/${shipment.id}`);
  await expect(page.getByText('No crew assigned.')).toBeVisible();
  const crew = page.getByLabel('Crew', { exact: true });
  await crew.selectOption(
    (await crew.locator('option', { hasText: crewName }).getAttribute('value'))!,
  );
  const vehicle = page.getByLabel('Vehicle', { exact: true });
  await vehicle.selectOption(
    (await vehicle.locator('option', { hasText: 'OTC 102' }).getAttribute('value'))!,
  );
  await page.getByRole('button', { name: 'Assign Crew' }).click();
  await expectToast(page, 'Crew Assigned', `${crewName} now carries ${shipment.tracking_number}.`);
  await expect(
    page.getByText(`${crewName}: E2E Courier (${courierEmail}) Vehicle OTC 102.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assign Crew' })).toBeDisabled();

  await courierPage.reload();
  const row = courierPage.getByRole('row', { name: new RegExp(shipment.tracking_number) });
  await expect(row).toContainText('Geneva → Basel');
  await row.getByRole('link', { name: shipment.tracking_number }).click();
  await expect(courierPage.getByRole('heading', { name: shipment.tracking_number })).toBeVisible();
  await expect(courierPage.getByText('Two framed etchings in a sealed crate')).toBeVisible();
  const drawn = (await courierPage.locator('body').textContent()) ?? '';
  expect(drawn).not.toMatch(/987[,.]?654/);
  await expectAccessible(courierPage);

  // Forced, the shipment's admin detail (which has the value) is refused.
  const forced = await courierPage.request.get(`/api/admin/shipments/${shipment.id}`);
  expect(forced.status()).toBe(403);
  expect((await forced.json()).error.message).toBe(
    'Your staff role, Courier, does not allow this.',
  );

  // In the field the courier records the pickup; Operations' open page shows it in the chain.
  await expect(page.getByText('No handoffs recorded in the field yet.')).toBeVisible();
  const signature = await sharp({
    create: { width: 240, height: 80, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  const recorded = await courierPage.request.post(
    `/api/courier/shipments/${shipment.id}/handoffs`,
    {
      multipart: {
        handoff: JSON.stringify({
          device_id: randomUUID(),
          kind: 'pickup',
          seal_numbers: ['GVA-7781'],
          signer_name: 'Ada Sender',
          latitude: 46.2044,
          longitude: 6.1432,
          accuracy_m: 9,
          device_time: new Date().toISOString(),
        }),
        signature: { name: 'signature.png', mimeType: 'image/png', buffer: signature },
      },
      headers: { origin: E2E_BASE_URL },
    },
  );
  expect(recorded.status()).toBe(201);
  await expect(page.getByText('Signed by Ada Sender')).toBeVisible();
  await expect(page.getByText('Seals: GVA-7781')).toBeVisible();
  const drawnSignature = page.getByRole('img', { name: 'Signature of Ada Sender' });
  await expect
    .poll(() => drawnSignature.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(240);
  await expect(
    page
      .getByRole('region', { name: 'Tracking history' })
      .getByText('Geneva, Switzerland', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('operations rename a crew, are told a name is taken, and delete only a crew that carries nothing', async ({
  page,
  browser,
}) => {
  test.slow();
  const courierPage = await (await browser.newContext()).newPage();
  const courierEmail = await signInNewStaff(courierPage, 'courier');
  await signInNewStaff(page, 'operations');
  await page.goto('/admin/dispatch');
  const crews = page.getByRole('region', { name: 'Crews' });
  await expect(crews.getByRole('row', { name: /Crew Ramos/ })).toBeVisible();

  // The form's own checks, then the server's: a name taken, in any case, is 409 on the name.
  await page.getByRole('button', { name: 'New Crew' }).click();
  const newCrew = page.getByRole('dialog', { name: 'New Crew' });
  await newCrew.getByRole('button', { name: 'Save' }).click();
  await expect(newCrew.getByLabel('Crew Name')).toHaveAccessibleDescription(
    'Enter a crew name of 2 to 60 characters.',
  );
  await expect(newCrew.getByText('Choose 1 to 6 active couriers.')).toBeVisible();
  expectConsoleError(/status of 409 .*\/api\/admin\/crews(\/[0-9a-f-]+)?$/);
  await newCrew.getByLabel('Crew Name').fill('crew ramos');
  await newCrew.getByRole('checkbox', { name: `(${courierEmail})` }).check();
  await newCrew.getByRole('button', { name: 'Save' }).click();
  await expectToastOverDialog(page, 'Error saving crew', 'A crew with this name already exists.');
  await expect(newCrew.getByLabel('Crew Name')).toHaveAccessibleDescription(
    'A crew with this name already exists.',
  );

  const name = `Crew ${Date.now()}`;
  await newCrew.getByLabel('Crew Name').fill(name);
  await newCrew.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Crew Created', `${name} can now be given shipments.`);

  // Edit opens the same form, filled; the focus goes back to the row's menu.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editCrew = page.getByRole('dialog', { name: 'Edit Crew' });
  await expect(editCrew.getByLabel('Crew Name')).toHaveValue(name);
  await expect(editCrew.getByRole('checkbox', { name: `(${courierEmail})` })).toBeChecked();
  await editCrew.getByLabel('Crew Name').fill(`${name} North`);
  await editCrew.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Crew Saved', `The changes to ${name} North are saved.`);
  await expect(editCrew).toHaveCount(0);
  const renamed = crews.getByRole('row', { name: new RegExp(`${name} North`) });
  await expect(renamed).toBeVisible();
  await expect(page.getByRole('button', { name: `Actions for ${name} North` })).toBeFocused();

  // A crew with open shipments stays; one without goes.
  await page.getByRole('button', { name: 'Actions for Crew Ramos' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Error deleting crew');
  await expect(crews.getByRole('row', { name: /Crew Ramos/ })).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${name} North` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Crew Deleted', `${name} North has been removed.`);
  await expect(renamed).toHaveCount(0);
});
