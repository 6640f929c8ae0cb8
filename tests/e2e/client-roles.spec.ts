import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { E2E_BASE_URL } from './support/environment';
import { signInThroughApi } from './support/sign-in';

// Priya Nair is the Viewer of Marcus Chen's organisation in the demo data (decision 063).
const VIEWER = { email: 'priya.nair@chenjewelers.example', password: 'Orion-Demo-2026' };
const MARCUS_SHIPMENT = 'OTC1763380800003';
const VIEWER_NOTE = 'Your role in this organisation, Viewer, lets you read this but not change it.';

test('a viewer reads the organisation’s vault and record, and can change nothing', async ({
  page,
}) => {
  await signInThroughApi(page, VIEWER.email, VIEWER.password);

  await page.goto('/vault/items');
  await expect(
    page.getByRole('list', { name: 'Your vault items' }).getByText('Gold kilo bars'),
  ).toBeVisible();

  await page.goto('/vault/settings');
  await expect(page.getByText('marcus.chen@chenjewelers.example').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Details' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(`/track?number=${MARCUS_SHIPMENT}`);
  await expect(page.getByText(VIEWER_NOTE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report Issue' })).toHaveCount(0);

  const forced = await page.request.put('/api/portal/profile/next-of-kin', {
    data: { next_of_kin_name: 'Mallory' },
    headers: { origin: E2E_BASE_URL },
  });
  expect(forced.status()).toBe(403);
  expect((await forced.json()).error.message).toBe(
    'Your role in this organisation, Viewer, does not allow this.',
  );
});
