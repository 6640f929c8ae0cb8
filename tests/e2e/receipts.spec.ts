import { readFile } from 'node:fs/promises';
import { expect, expectConsoleError, test } from './support/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectAccessible } from './support/accessibility';
import { E2E_BASE_URL } from './support/environment';
import { signInThroughApi } from './support/sign-in';
import { expectToast } from './support/toast';

// Sign-ins are limited per e-mail over the whole suite (see portal.spec.ts): one, as Sofia.
const SOFIA = { email: 'sofia.alvarez@alvarezholdings.example', password: 'Orion-Demo-2026' };
const SOFIAS_SHIPMENT = 'OTC1763380800006';
const AMELIAS_SHIPMENT = 'OTC1763380800003';
const VERIFY_URL = new RegExp(`${E2E_BASE_URL}/verify/[0-9a-f-]{36}`);

test('client downloads a signed receipt and checks it is genuine', async ({ page }) => {
  await signInThroughApi(page, SOFIA.email, SOFIA.password);
  await page.goto(`/track?number=${SOFIAS_SHIPMENT}`);
  await expectToast(page, 'Shipment Found');

  const actions = page.getByRole('region', { name: 'Actions' });
  const downloading = page.waitForEvent('download');
  await actions.getByRole('button', { name: 'Download Receipt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`otc-receipt-${SOFIAS_SHIPMENT}.pdf`);
  await expectToast(
    page,
    'Receipt Downloaded',
    `The signed receipt for ${SOFIAS_SHIPMENT} was saved as otc-receipt-${SOFIAS_SHIPMENT}.pdf.`,
  );

  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  expect(text).toContain(SOFIAS_SHIPMENT);
  expect(text).toContain('Miami, FL');
  const verifyUrl = VERIFY_URL.exec(text)?.[0];
  expect(verifyUrl).toBeTruthy();

  // What the QR code opens: anyone holding the receipt can check it.
  await page.goto(verifyUrl!);
  await expect(page).toHaveTitle(/Verify Receipt/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a Receipt' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Genuine receipt' })).toBeVisible();
  const shipment = page.getByRole('region', { name: 'Shipment', exact: true });
  // Tracking number, status, origin, destination: the receipt's first facts.
  const facts = shipment.getByRole('definition');
  await expect(facts.nth(0)).toHaveText(SOFIAS_SHIPMENT);
  await expect(facts.nth(1)).toHaveText('Delivered');
  await expect(facts.nth(2)).toHaveText('Miami, FL');
  await expect(facts.nth(3)).toHaveText('New York, NY');
  await expect(page.getByRole('region', { name: 'Shipment Timeline' })).toBeVisible();
  await expectAccessible(page);

  // One changed character in the code is a receipt we never issued.
  const altered = verifyUrl!.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
  await page.goto(altered);
  await expect(
    page.getByRole('heading', { level: 2, name: 'This receipt is not valid' }),
  ).toBeVisible();
  await expect(page.getByText('Genuine receipt')).toHaveCount(0);
  await expectAccessible(page);

  // Another client's shipment: the server's message, and no download. The browser logs the refusal.
  expectConsoleError(/status of 404 .*\/api\/track\/OTC\d+\/receipt\?size=\w+$/);
  await page.goto(`/track?number=${AMELIAS_SHIPMENT}`);
  await expectToast(page, 'Shipment Found');
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await page
    .getByRole('region', { name: 'Actions' })
    .getByRole('button', { name: 'Download Receipt' })
    .click();
  await expectToast(page, 'Receipt Not Available', 'Shipment not found.');
  expect(downloaded).toBe(false);
});
