import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/admin-session';

/**
 * Prerendered public pages (decision 044): painted from the HTML before any script has run, held
 * inert until the app has taken them over, and then taken over in place (hydration reuses the
 * very elements the server sent instead of drawing new ones). A hydration mismatch is a console
 * error, which fails the test (support/test.ts).
 */

/** Holds the app's entry script until `release` is called, so the page can be seen before it runs. */
async function holdApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Tags the page's heading, header, main and footer with a property no attribute or markup can carry. */
async function tagDrawnElements(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('h1, header, main, footer')) {
      Object.assign(element, { drawnByServer: true });
    }
  });
}

const stillTagged = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1, header, main, footer')].map(
      (element) => 'drawnByServer' in element,
    ),
  );

for (const { path, heading } of [
  { path: '/', heading: 'Orion Transit & Custody' },
  { path: '/about', heading: 'About Orion Transit & Custody' },
  { path: '/news', heading: 'News & Updates' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/track', heading: 'Track Your Shipment' },
  { path: '/login', heading: 'Sign In' },
]) {
  test(`${path} is painted before the app runs and taken over in place`, async ({ page }) => {
    const app = await holdApp(page);
    await page.goto(path, { waitUntil: 'commit' });

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, {
      useInnerText: true,
    });
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await tagDrawnElements(page);

    app.release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(await stillTagged(page)).toEqual([true, true, true, true]);
  });
}

test('a tracking number is answered in the page drawn for /track, taken over in place', async ({
  page,
}) => {
  const app = await holdApp(page);
  await page.goto('/track?number=otc1763380800003', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track Your Shipment');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'search');
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await tagDrawnElements(page);
  await page.getByLabel('Tracking Number').evaluate((field) => {
    Object.assign(field, { drawnByServer: true });
  });

  app.release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByText('Los Angeles, CA → Las Vegas, NV')).toBeVisible();
  // The field shows the number as the address has it, and is the drawn one, hydrated.
  const field = page.getByLabel('Tracking Number');
  await expect(field).toHaveValue('otc1763380800003');
  expect(await field.evaluate((element) => 'drawnByServer' in element)).toBe(true);
  expect(await stillTagged(page)).toEqual([true, true, true, true]);

  // The app has it: another number is looked up through the router, not by a new page load.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await field.fill('OTC1763380800001');
  await field.press('Enter');
  await expect(page).toHaveURL(/number=OTC1763380800001/);
  await expect(page.getByText('New York, NY → Boston, MA')).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});

test("the app's scripts are asked for once the page is painted, and it takes the page over", async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const { painted, firstScript, appScripts } = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
    const isFirst = (entry: PerformanceEntry) => entry.name.includes('/assets/after-paint-');
    return {
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScript: scripts.filter(isFirst).map((entry) => entry.startTime),
      appScripts: scripts.filter((entry) => !isFirst(entry)).map((entry) => entry.startTime),
    };
  });
  expect(painted).toBeGreaterThan(0);
  // The page's first script is asked for with the HTML; the app's, the entry among them, after.
  expect(firstScript).toHaveLength(1);
  expect(firstScript[0]).toBeLessThan(painted!);
  expect(appScripts.length).toBeGreaterThan(5);
  for (const startTime of appScripts) expect(startTime).toBeGreaterThanOrEqual(painted!);
});

test("the parts hydrated after the rest (main, footer) are the app's too", async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator('main').getByRole('link', { name: 'Track Shipment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track Your Shipment');
  await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  // Followed by the router, not by new page loads.
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});

test('a prerendered page answers the visitor once the app has it', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByRole('button', { name: /How do I track my shipment/ });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('a visitor in the dark theme is sent the page drawn dark, and the app keeps it', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.goto('/contact', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const toggle = page.getByRole('button', { name: 'Switch to light theme' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test.describe('signed in', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('the page drawn for nobody in particular shows the visitor their own links', async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });
});
