import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

const PUBLIC_PAGES = [
  { link: 'Home', path: '/', heading: 'Orion Transit & Custody' },
  { link: 'About', path: '/about', heading: 'About Orion Transit & Custody' },
  { link: 'News', path: '/news', heading: 'News & Updates' },
  { link: 'FAQ', path: '/faq', heading: 'Frequently Asked Questions' },
  { link: 'Contact', path: '/contact', heading: 'Contact Us' },
  { link: 'Track Shipment', path: '/track', heading: 'Track Your Shipment' },
];

test('visitor opens the home page and sees the navigation', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveTitle(/Orion Transit & Custody/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Orion Transit & Custody' }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const { link } of PUBLIC_PAGES) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Track Shipment' })).toHaveAttribute(
    'href',
    '/track',
  );
  await expect(main.getByRole('link', { name: 'Access Vault Portal' })).toHaveAttribute(
    'href',
    '/vault',
  );
});

test('visitor switches to dark theme and it stays after reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test('visitor follows the navigation links', async ({ page }) => {
  await page.goto('/contact');
  const nav = page.getByRole('navigation', { name: 'Main' });

  for (const { link, path, heading } of PUBLIC_PAGES) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }

  await nav.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveTitle('Sign In | Orion Transit & Custody');
});

test('visitor sees each public page title', async ({ page }) => {
  await page.goto('/track');
  await expect(page).toHaveTitle('Track Shipment | Orion Transit & Custody');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /tracking number/,
  );

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('footer shows the company contact details from settings', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  await expect(footer.getByRole('link', { name: 'operations@orion-tc.example' })).toHaveAttribute(
    'href',
    'mailto:operations@orion-tc.example',
  );
  await expect(footer.getByRole('link', { name: '+1 (212) 555-0147' })).toBeVisible();
  await expect(footer.getByText('350 Fifth Avenue, Suite 4100')).toBeVisible();
  await expect(footer.getByText('New York, NY 10118')).toBeVisible();
  await expect(footer.getByRole('status', { name: 'Loading contact details' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Secure Vault Storage' })).toHaveAttribute(
    'href',
    '/vault',
  );
  await expect(
    footer.getByText('© 2025 Orion Transit & Custody. All rights reserved.'),
  ).toBeVisible();
});

test('footer shows its loading spinner clearly on the dark footer while the details load', async ({
  page,
}) => {
  // Hold the contact details back to see the footer while it waits for them.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/settings/public', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const spinner = footer.getByRole('status', { name: 'Loading contact details' });
  await expect(spinner).toBeVisible();

  // The spinner against the footer, held to the footer text's 4.5:1 rather than the bare 3:1 for
  // graphics, which the page's dark orange only just reached on the navy.
  const contrast = await spinner.evaluate((status) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const luminance = (colour: string) => {
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...canvas.getImageData(0, 0, 1, 1).data].map((byte) => {
        const c = byte / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const icon = luminance(getComputedStyle(status.querySelector('svg')!).color);
    const band = luminance(getComputedStyle(status.closest('footer')!).backgroundColor);
    return (Math.max(icon, band) + 0.05) / (Math.min(icon, band) + 0.05);
  });
  expect(contrast).toBeGreaterThanOrEqual(4.5);

  release();
  await expect(footer.getByRole('link', { name: '+1 (212) 555-0147' })).toBeVisible();
  await expect(spinner).toHaveCount(0);
});

test('signed-out visitor is sent from /vault to /login', async ({ page }) => {
  await page.goto('/vault');

  await expect(page).toHaveURL('/login?redirect=%2Fvault');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test('signed-out visitor is sent from /admin to /login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?redirect=%2Fadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

  await page.goto('/admin/clients?page=2');
  await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Fclients%3Fpage%3D2');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('mobile menu opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(mobileNav).toBeHidden();

    // Keys go nowhere until the app has taken over the drawn page (focus and key presses, unlike
    // clicks, do not wait for it).
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const openButton = page.getByRole('button', { name: 'Open menu' });
    await openButton.focus();
    await page.keyboard.press('Enter');

    const closeButton = page.getByRole('button', { name: 'Close menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileNav.getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();
    await expect(openButton).toBeFocused();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await mobileNav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    await expect(mobileNav).toBeHidden();
  });
});

test('home page has no serious accessibility violations in either theme', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByText('New York, NY 10118')).toBeVisible();

  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    // Colours fade into the new theme (transition-colors): axe would read contrast halfway.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
    );
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious, `${theme} theme`).toEqual([]);
  }
});
