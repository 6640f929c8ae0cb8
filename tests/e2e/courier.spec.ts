import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { E2E_BASE_URL } from './support/environment';
import { signInNewStaff } from './support/staff-account';
import { expectToast } from './support/toast';

/** A value no other figure on the pages reads, so its absence means the value is not shown. */
const VALUE = 987_654.32;

test('operations give a shipment to a courier, who then carries it and never sees its value', async ({
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

  await signInNewStaff(page, 'operations');
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

  await page.goto(`/admin/shipments/${shipment.id}`);
  await expect(page.getByText('No courier assigned.')).toBeVisible();
  const assignTo = page.getByLabel('Assign to');
  const option = assignTo.locator('option', { hasText: courierEmail });
  await assignTo.selectOption((await option.getAttribute('value'))!);
  await page.getByRole('button', { name: 'Assign Courier' }).click();
  await expectToast(page, 'Courier Assigned');
  await expect(page.getByText(`(${courierEmail})`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assign Courier' })).toBeDisabled();

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
});
