import { expect, expectConsoleError, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';

// The server allows 30 lookups a minute per address and every test here shares one address, so
// each journey makes at most one lookup per viewport (three per viewport in all).
const IN_TRANSIT = 'OTC1763380800003';
const DELIVERED = 'OTC1763380800006';
const UNKNOWN = 'OTC0000000000000';
const LONG_DATE_TIME = /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/;

function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

/**
 * The toast announcing a result does not sit on it: once the page has brought the result into
 * view, their boxes on screen do not meet and the whole summary can be read.
 */
async function expectToastClearOf(page: Page, result: Locator) {
  const shown = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(shown).toBeVisible();
  await expect
    .poll(async () => {
      const [toastBox, resultBox] = await Promise.all([shown.boundingBox(), result.boundingBox()]);
      if (!toastBox || !resultBox) return 'toast or result missing';
      const apart =
        toastBox.x >= resultBox.x + resultBox.width ||
        resultBox.x >= toastBox.x + toastBox.width ||
        toastBox.y >= resultBox.y + resultBox.height ||
        resultBox.y >= toastBox.y + toastBox.height;
      return apart ? 'apart' : 'overlapping';
    })
    .toBe('apart');
  await expect(result).toBeInViewport({ ratio: 1 });
  await expect(shown).toBeVisible();
}

function trackButton(page: Page) {
  return page.getByRole('button', { name: /^Track(ing\.\.\.)?$/ });
}

function journeys() {
  test('visitor tracks an in-transit shipment typed in lower case', async ({ page }) => {
    await page.goto('/track');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Track Your Shipment' }),
    ).toBeVisible();
    const features = page.getByRole('region', { name: 'Secure from Pickup to Delivery' });
    await expect(features.getByRole('listitem')).toHaveCount(6);
    await expectAccessible(page);

    await trackButton(page).click();
    await expect(toast(page, 'Missing Tracking Number')).toBeVisible();
    await expect(toast(page, 'Please enter a valid tracking number.')).toBeVisible();
    await expect(page).toHaveURL('/track');

    // Hold the answer back to see the form while it waits.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/track/*', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByLabel('Tracking Number').fill(`  ${IN_TRANSIT.toLowerCase()} `);
    await trackButton(page).click();
    await expect(page.getByRole('button', { name: 'Tracking...' })).toBeDisabled();
    release();

    await expect(toast(page, 'Shipment Found')).toBeVisible();
    await expect(toast(page, `Tracking information loaded for ${IN_TRANSIT}`)).toBeVisible();
    await expect(page).toHaveURL(`/track?number=${IN_TRANSIT}`);
    await expect(page.getByRole('button', { name: 'Track', exact: true })).toBeEnabled();
    await expect(page.getByLabel('Tracking Number')).toHaveValue(IN_TRANSIT);

    const summary = page.getByRole('region', { name: IN_TRANSIT });
    await expect(summary.getByRole('heading', { level: 2, name: IN_TRANSIT })).toBeVisible();
    await expectToastClearOf(page, summary);
    await expect(summary.getByText('Los Angeles, CA → Las Vegas, NV')).toBeVisible();
    await expect(summary.getByText('In Transit', { exact: true })).toBeVisible();
    await expect(summary.getByRole('definition')).toHaveText([
      'Barstow, CA',
      LONG_DATE_TIME,
      'Maximum',
      'OTC Secure Transport',
    ]);
    await expect(summary.getByRole('term')).toHaveText([
      'Current Location',
      'Estimated Delivery',
      'Security Level',
      'Carrier',
    ]);

    const timeline = page.getByRole('list', { name: 'Shipment Timeline' });
    const entries = timeline.getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('In Transit');
    await expect(entries.nth(0)).toContainText('Barstow, CA');
    await expect(entries.nth(1)).toContainText('Picked up');
    await expect(entries.nth(1)).toContainText('Los Angeles, CA');
    await expect(timeline.getByRole('img', { name: 'Completed' })).toHaveCount(2);
    const times = timeline.locator('time');
    await expect(times.nth(0)).toHaveText(LONG_DATE_TIME);
    const stamps = await times.evaluateAll((nodes) =>
      nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')),
    );
    expect(stamps[0]).toBeGreaterThan(stamps[1]!);

    const details = page.getByRole('region', { name: 'Package Details' });
    await expect(details.getByRole('definition')).toHaveText(['3.2 kg', '40x30x20 cm', 'Maximum']);
    const security = page.getByRole('region', { name: 'Security Features' });
    await expect(security.getByRole('listitem')).toHaveText([
      'GPS Real-time Tracking',
      'Tamper-evident Sealing',
      'Secure Chain of Custody',
    ]);
    await expectAccessible(page);

    const actions = page.getByRole('region', { name: 'Actions' });
    // Reporting an issue is for the shipment's client too (issues.spec.ts follows it through).
    await actions.getByRole('button', { name: 'Report Issue' }).click();
    await expect(actions.getByRole('link', { name: 'Sign in to report an issue' })).toBeVisible();
    // Custody photos are for the shipment's client: a visitor sees how many there are and is
    // asked to sign in and come back.
    await expect(actions.getByText('0 custody photos')).toBeVisible();
    await actions.getByRole('button', { name: 'View Photos' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(actions.getByRole('link', { name: 'Sign in to view the photos' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/track?number=${IN_TRANSIT}`)}`,
    );
    // A receipt is for the shipment's client: a visitor is asked to sign in and come back.
    await actions.getByRole('button', { name: 'Download Receipt' }).click();
    await expect(
      actions.getByRole('link', { name: 'Sign in to download the receipt' }),
    ).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/track?number=${IN_TRANSIT}`)}`,
    );
  });

  test('visitor opens a shared link to a delivered shipment', async ({ page }) => {
    await page.goto(`/track?number=${DELIVERED}`);

    await expect(toast(page, 'Shipment Found')).toBeVisible();
    await expect(page.getByLabel('Tracking Number')).toHaveValue(DELIVERED);
    const summary = page.getByRole('region', { name: DELIVERED });
    await expectToastClearOf(page, summary);
    await expect(summary.getByText('Miami, FL → New York, NY')).toBeVisible();
    await expect(summary.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(summary.getByRole('term')).toHaveText([
      'Current Location',
      'Delivered At',
      'Security Level',
      'Carrier',
    ]);
    await expect(summary.getByRole('definition').nth(1)).toHaveText(LONG_DATE_TIME);
    await expect(
      page.getByRole('list', { name: 'Shipment Timeline' }).getByRole('listitem').first(),
    ).toContainText('Delivered');
  });

  test('visitor mistypes a tracking number', async ({ page }) => {
    await page.goto('/track');
    expectConsoleError(/status of 404 .*\/api\/track\/[A-Z0-9]+$/);
    await page.getByLabel('Tracking Number').fill(UNKNOWN);
    await trackButton(page).click();

    await expect(toast(page, 'Shipment Not Found')).toBeVisible();
    await expect(toast(page, 'Please check your tracking number and try again.')).toBeVisible();
    await expect(page).toHaveURL(`/track?number=${UNKNOWN}`);
    await expect(page.getByRole('region', { name: UNKNOWN })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Shipment Timeline' })).toHaveCount(0);
  });
}

test.describe('desktop', () => {
  journeys();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  journeys();
});
