import { expect, expectConsoleError, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { waitForMail } from './support/mail';
import { expectToast } from './support/toast';

// Every journey here sends at most one message: the contact form allows five per address in ten
// minutes, and all end-to-end tests share one server.
const COMPANY_EMAIL = 'operations@orion-tc.example';
const COMPANY_PHONE = '+1 (212) 555-0147';
const OFFICES = [
  ['New York', 'Headquarters'],
  ['Los Angeles', 'West Coast'],
  ['Chicago', 'Midwest Hub'],
  ['Miami', 'Southeast'],
];

type Box = { x: number; y: number; w: number; h: number };
type MapLabel = { name: string; cssPx: number; box: Box; inside: boolean };

/** The office labels as drawn: their size in CSS px once the map is scaled, and where they lie. */
function mapLabels(map: Locator): Promise<MapLabel[]> {
  return map.evaluate((svg) => {
    const drawn = svg.getBoundingClientRect();
    const scale = drawn.width / (svg as SVGSVGElement).viewBox.baseVal.width;
    return [...svg.querySelectorAll('text')].map((text) => {
      const box = text.getBoundingClientRect();
      return {
        name: text.textContent ?? '',
        cssPx: parseFloat(getComputedStyle(text).fontSize) * scale,
        box: { x: box.x, y: box.y, w: box.width, h: box.height },
        inside:
          box.left >= drawn.left &&
          box.right <= drawn.right &&
          box.top >= drawn.top &&
          box.bottom <= drawn.bottom,
      };
    });
  });
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const getInTouch = (page: Page) => page.getByRole('complementary', { name: 'Get in Touch' });

async function openContactPage(page: Page) {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Contact Us | Orion Transit & Custody');
}

function journeys(device: string) {
  test(`visitor sends a message and it reaches the company inbox (${device})`, async ({ page }) => {
    const subject = `Vault visit ${device} ${Date.now()}`;
    await openContactPage(page);
    const contact = form(page);
    await contact.getByLabel('Name').fill('Priya Raman');
    await contact.getByLabel('Email').fill('priya@raman-estates.example');
    await contact.getByLabel('Company').fill('Raman Estates');
    await contact.getByLabel('Phone').fill('+1 (415) 555-0110');
    await contact.getByLabel('Subject').fill(subject);
    await expect(contact.getByLabel('Service Type')).toHaveValue('general');
    await contact.getByLabel('Service Type').selectOption({ label: 'Vault Storage' });
    await contact.getByLabel('Message').fill('We would like to store <b>three</b> paintings.');
    await contact.getByRole('button', { name: 'Send Message' }).click();

    await expectToast(page, 'Message Sent Successfully!', "We'll get back to you within 24 hours.");
    await expect(contact.getByLabel('Name')).toHaveValue('');
    await expect(contact.getByLabel('Message')).toHaveValue('');
    await expect(contact.getByLabel('Service Type')).toHaveValue('general');

    const mail = await waitForMail((m) => m.to === COMPANY_EMAIL && m.subject.includes(subject));
    expect(mail.text).toContain('From: Priya Raman <priya@raman-estates.example>');
    expect(mail.text).toContain('Service type: Vault Storage');
    expect(mail.text).toContain('We would like to store <b>three</b> paintings.');
    expect(mail.html).toContain('&lt;b&gt;three&lt;/b&gt;');
  });

  test(`visitor is told what is missing before anything is sent (${device})`, async ({ page }) => {
    await openContactPage(page);
    const contact = form(page);
    await contact.getByLabel('Name').fill('Priya Raman');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Missing Information', 'Please fill in all required fields.');
    await expect(contact.getByText('Message is required.')).toBeVisible();

    await contact.getByLabel('Email').fill('priya@');
    await contact.getByLabel('Message').fill('Hello');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(contact.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(contact.getByLabel('Name')).toHaveValue('Priya Raman');
  });

  test(`visitor finds the contact details, the four offices and the map (${device})`, async ({
    page,
  }) => {
    await openContactPage(page);
    const column = getInTouch(page);
    await expect(column.getByRole('link', { name: COMPANY_EMAIL })).toBeVisible();
    await expect(column.getByRole('link', { name: COMPANY_PHONE })).toBeVisible();
    await expect(column.getByText('350 Fifth Avenue, Suite 4100')).toBeVisible();
    await expect(column.getByText('24/7 Emergency Line')).toBeVisible();
    await expect(column.getByText('Mon-Fri 8:00 AM-6:00 PM')).toBeVisible();
    await expect(column.getByText('Sat 9:00 AM-4:00 PM')).toBeVisible();
    await expect(column.getByText('Reply within 24 hours')).toBeVisible();
    await expect(column.getByText('Reply within 2 hours')).toBeVisible();
    await expect(column.getByText('Available 24/7')).toBeVisible();

    const locations = page.getByRole('region', { name: 'Our Locations' });
    for (const [city, label] of OFFICES) {
      await expect(locations.getByRole('heading', { name: city, level: 3 })).toBeVisible();
      await expect(locations.getByText(label!, { exact: true })).toBeVisible();
    }
    const map = locations.getByRole('img', { name: /Map of the United States/ });
    await expect(map).toBeVisible();
    for (const [city, label] of OFFICES) {
      await expect(map).toHaveAttribute('aria-label', new RegExp(`${city} \\(${label}\\)`));
    }
    // The map shrinks to the screen; its labels still read at 12 px, inside it, none on another.
    const labels = await mapLabels(map);
    expect(labels.map((label) => label.name).sort()).toEqual(OFFICES.map(([city]) => city).sort());
    for (const label of labels) {
      expect(label.cssPx, `${label.name} label size`).toBeGreaterThanOrEqual(12);
      expect(label.inside, `${label.name} label inside the map`).toBe(true);
    }
    for (const [index, label] of labels.entries()) {
      for (const other of labels.slice(index + 1)) {
        expect(overlap(label.box, other.box), `${label.name} and ${other.name}`).toBe(false);
      }
    }
    await expectAccessible(page);
  });
}

test.describe('on a desktop', () => {
  journeys('desktop');

  test('contact page is accessible in the dark theme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('otc-theme', 'dark'));
    await openContactPage(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(getInTouch(page).getByRole('link', { name: COMPANY_EMAIL })).toBeVisible();
    await expectAccessible(page);
  });

  test('visitor still sees contact details when they cannot be loaded', async ({ page }) => {
    // The network fails, as it would offline; the page says so and shows the default details.
    expectConsoleError(/ERR_FAILED .*\/api\/settings\/public$/);
    await page.route('**/api/settings/public', (route) => route.abort('failed'));
    await openContactPage(page);
    await expectToast(page, 'Could not load contact details', 'Displaying default information.');
    const column = getInTouch(page);
    await expect(column.getByRole('link', { name: 'info@orion-tc.example' })).toBeVisible();
    await expect(column.getByRole('link', { name: '+1 (555) 123-4567' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  journeys('phone');
});
