import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/accessibility';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { E2E_BASE_URL } from './support/environment';
import { registerClient } from './support/register-client';
import { signInThroughApi } from './support/sign-in';
import { expectToast } from './support/toast';

// The administrator's session comes from the setup project (sign-ins are limited per e-mail); the
// owner is a client of this journey's own, so no other journey's counts change.
test.use({ storageState: ADMIN_STORAGE_STATE });

const ALT = /^In Transit at Zurich Vault, \d{1,2} [A-Z][a-z]+ \d{4} — seal checked$/;

async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A shipment of the owner's with one tracking update, made through the admin API. */
async function shipmentWithUpdate(admin: Page, ownerEmail: string) {
  const headers = { origin: E2E_BASE_URL };
  const { options } = (await (
    await admin.request.get(`/api/admin/clients/options?search=${encodeURIComponent(ownerEmail)}`)
  ).json()) as { options: { id: string }[] };
  const created = await admin.request.post('/api/admin/shipments', {
    data: { client_id: options[0]!.id, origin: 'Geneva', destination: 'Zurich' },
    headers,
  });
  expect(created.status()).toBe(201);
  const shipment = (await created.json()) as { id: string; tracking_number: string };
  const update = await admin.request.post(`/api/admin/shipments/${shipment.id}/updates`, {
    data: { status: 'in_transit', location: 'Zurich Vault', description: 'seal checked' },
    headers,
  });
  expect(update.status()).toBe(201);
  return shipment;
}

test('admin adds custody photos; the owner views them on /track; a visitor is asked to sign in', async ({
  page,
  browser,
}) => {
  const ownerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const owner = await registerClient(ownerContext.request, {
    firstName: 'Petra',
    lastName: 'Photos',
    password: 'Sealed-Gallery-2026',
  });
  const shipment = await shipmentWithUpdate(page, owner.email);

  // The administrator attaches two photos to the update in the shipment detail.
  await page.goto(`/admin/shipments/${shipment.id}`);
  const history = page.getByRole('region', { name: 'Tracking history' });
  await expect(history.getByText('0 of 6: 6 more photos allowed', { exact: false })).toBeVisible();
  await history
    .getByLabel(/^Add photos to In Transit at Zurich Vault/)
    .setInputFiles([await photo('seal.jpg', '#336699'), await photo('handover.jpg', '#993366')]);
  await expectToast(page, 'Photos Added');
  await expect(
    history.getByRole('list', { name: /^Photos of In Transit/ }).getByRole('img'),
  ).toHaveCount(2);
  await expect(history.getByText('2 of 6: 4 more photos allowed', { exact: false })).toBeVisible();

  // The owner opens them from /track and moves with the keyboard.
  const ownerPage = await ownerContext.newPage();
  await signInThroughApi(ownerPage, owner.email, owner.password);
  await ownerPage.goto(`/track?number=${shipment.tracking_number}`);
  await expectToast(ownerPage, 'Shipment Found');
  const actions = ownerPage.getByRole('region', { name: 'Actions' });
  await expect(actions.getByText('2 custody photos')).toBeVisible();
  const viewPhotos = actions.getByRole('button', { name: 'View Photos' });
  await viewPhotos.click();

  const dialog = ownerPage.getByRole('dialog', {
    name: `Custody Photos of ${shipment.tracking_number}`,
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Photo 1 of 2')).toBeVisible();
  const shown = dialog.getByRole('figure').getByRole('img');
  await expect(shown).toHaveAttribute('alt', ALT);
  await expect(dialog.getByRole('figure')).toContainText('seal checked');
  // Focus went into the dialog; the arrow keys move between the photos and wrap around.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await ownerPage.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Photo 2 of 2')).toBeVisible();
  await ownerPage.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Photo 1 of 2')).toBeVisible();
  await ownerPage.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Photo 2 of 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Show photo 1 of 2' }).click();
  await expect(dialog.getByText('Photo 1 of 2')).toBeVisible();
  await expect(shown).toHaveJSProperty('complete', true);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await expectAccessible(ownerPage);
  await ownerPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(viewPhotos).toBeFocused();
  await ownerContext.close();

  // A visitor with only the number sees how many there are and is asked to sign in.
  const visitorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/track?number=${shipment.tracking_number}`);
  await expectToast(visitor, 'Shipment Found');
  const visitorActions = visitor.getByRole('region', { name: 'Actions' });
  await expect(visitorActions.getByText('2 custody photos')).toBeVisible();
  await visitorActions.getByRole('button', { name: 'View Photos' }).click();
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  await expect(
    visitorActions.getByText("Custody photos are for the shipment's client."),
  ).toBeVisible();
  const signIn = visitorActions.getByRole('link', { name: 'Sign in to view the photos' });
  await expect(signIn).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/track?number=${shipment.tracking_number}`)}`,
  );
  await visitorContext.close();
});
