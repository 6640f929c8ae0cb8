import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { E2E_BASE_URL } from './support/environment';
import { registerClient } from './support/register-client';
import { signInThroughApi } from './support/sign-in';
import { storeItemFor } from './support/store-item';

// The administrator's session comes from the setup project; the owner is this journey's own.
test.use({ storageState: ADMIN_STORAGE_STATE });

const headers = { origin: E2E_BASE_URL };

/** A shipment of the owner's with two tracking updates, all of it under a checkpoint signed now. */
async function shipmentUnderCheckpoint(admin: Page, ownerEmail: string) {
  const { options } = (await (
    await admin.request.get(`/api/admin/clients/options?search=${encodeURIComponent(ownerEmail)}`)
  ).json()) as { options: { id: string }[] };
  const created = await admin.request.post('/api/admin/shipments', {
    data: { client_id: options[0]!.id, origin: 'New York, NY', destination: 'Boston, MA' },
    headers,
  });
  expect(created.status()).toBe(201);
  const shipment = (await created.json()) as { id: string; tracking_number: string };
  for (const update of [
    { status: 'in_transit', location: 'Newark, NJ' },
    { status: 'out_for_delivery', location: 'Boston, MA' },
  ]) {
    const added = await admin.request.post(`/api/admin/shipments/${shipment.id}/updates`, {
      data: update,
      headers,
    });
    expect(added.status()).toBe(201);
  }
  const signed = await admin.request.post('/api/admin/ledger/checkpoints', { headers });
  expect([200, 201]).toContain(signed.status());
  return shipment;
}

const allVerified =
  /^All \d+ custody events verified against the checkpoint of .+, tree size \d+, key [0-9a-f]{16}\.$/;

test('a client verifies their shipment’s custody record in the portal, and the proof they download on /verify, where a changed event fails', async ({
  page,
  browser,
}) => {
  test.slow();
  const ownerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const owner = await registerClient(ownerContext.request, {
    firstName: 'Vera',
    lastName: 'Ledger',
    password: 'Signed-Chain-2026',
  });
  const shipment = await shipmentUnderCheckpoint(page, owner.email);

  // In the portal, the browser checks every event itself and says so.
  const ownerPage = await ownerContext.newPage();
  await signInThroughApi(ownerPage, owner.email, owner.password);
  await ownerPage.goto('/vault/shipments');
  await ownerPage
    .getByRole('button', { name: `Verify custody record of ${shipment.tracking_number}` })
    .click();
  const dialog = ownerPage.getByRole('dialog', {
    name: `Custody Record of ${shipment.tracking_number}`,
  });
  await expect(dialog.getByRole('status')).toHaveText(allVerified);
  const events = dialog.getByRole('list', { name: 'Custody events' }).getByRole('listitem');
  await expect(events.filter({ hasText: 'In Transit, Newark, NJ' })).toContainText('Verified');
  await expect(events.filter({ hasText: 'Out for delivery, Boston, MA' })).toContainText(
    'Verified',
  );
  await expect(events.filter({ hasText: 'Failed' })).toHaveCount(0);
  await expectAccessible(ownerPage);

  // The proof is saved as a file...
  const [download] = await Promise.all([
    ownerPage.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download proof' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`custody-proof-${shipment.tracking_number}.json`);
  const proofText = await readFile(await download.path(), 'utf8');
  const proof = JSON.parse(proofText) as {
    format: string;
    version: number;
    entries: { seq: number; payload_text: string }[];
  };
  expect([proof.format, proof.version]).toEqual(['otc-custody-proof', 1]);

  // ...which anyone checks on /verify, signed out.
  const visitorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/verify');
  await expect(visitor.getByRole('heading', { name: 'Verify a Custody Record' })).toBeVisible();
  const fileInput = visitor.getByLabel('Proof file (JSON), chosen or dropped here');
  await fileInput.setInputFiles(await download.path());
  const result = visitor.getByRole('region', { name: 'Result' });
  await expect(
    result.getByRole('heading', { name: `Shipment ${shipment.tracking_number}` }),
  ).toBeVisible();
  await expect(result.getByRole('status')).toHaveText(allVerified);
  await expectAccessible(visitor);

  // One character changed in one event's payload: that event fails, by name; the others hold.
  const changed = proof.entries.findIndex((entry) => entry.payload_text.includes('Newark, NJ'));
  const tampered = structuredClone(proof);
  tampered.entries[changed]!.payload_text = tampered.entries[changed]!.payload_text.replace(
    'Newark, NJ',
    'Newark, NY',
  );
  await fileInput.setInputFiles({
    name: 'tampered.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(tampered)),
  });
  await expect(result.getByRole('alert')).toContainText(
    `1 custody event of ${proof.entries.length} failed the check against the checkpoint of`,
  );
  const failed = result
    .getByRole('list', { name: 'Custody events' })
    .getByRole('listitem')
    .filter({ hasText: 'Failed' });
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText(`#${proof.entries[changed]!.seq} In Transit, Newark, NY`);
  await expect(failed).toContainText(
    "The entry's hash and proof do not lead to the checkpoint's root.",
  );
  await expectAccessible(visitor);

  // A file dropped on the page is checked as one chosen.
  const dropped = await visitor.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'proof.json', { type: 'application/json' }));
    return transfer;
  }, proofText);
  await visitor
    .getByRole('group', { name: 'Proof file' })
    .dispatchEvent('drop', { dataTransfer: dropped });
  await expect(result.getByRole('status')).toHaveText(allVerified);

  // Pasted text is checked as a file is, from the keyboard.
  await visitor.getByLabel('Or paste the proof’s text').fill(proofText);
  await visitor.getByRole('button', { name: 'Check the pasted proof' }).press('Enter');
  await expect(result.getByRole('status')).toHaveText(allVerified);
  await Promise.all([ownerContext.close(), visitorContext.close()]);
});

test('a client verifies a vault item’s custody record from its details in the portal', async ({
  page,
  browser,
}) => {
  const ownerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const owner = await registerClient(ownerContext.request, {
    firstName: 'Vito',
    lastName: 'Ledger',
    password: 'Signed-Vault-2026',
  });
  await storeItemFor(owner.email, { name: 'Ledger Vase' });
  const signed = await page.request.post('/api/admin/ledger/checkpoints', { headers });
  expect([200, 201]).toContain(signed.status());

  const ownerPage = await ownerContext.newPage();
  await signInThroughApi(ownerPage, owner.email, owner.password);
  await ownerPage.goto('/vault/items');
  await ownerPage.getByRole('button', { name: 'View Details of Ledger Vase' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Item Details' });
  await dialog.getByRole('button', { name: 'Verify custody record' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    /^The custody event is verified against the checkpoint of .+, tree size \d+, key [0-9a-f]{16}\.$/,
  );
  await expect(dialog.getByRole('listitem')).toContainText('Stored in the vault');
  await expectAccessible(ownerPage);
  await ownerContext.close();
});
