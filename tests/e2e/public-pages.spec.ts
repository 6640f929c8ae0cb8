import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { estimateCost, formatEstimate } from '../../src/shared/cost-estimate';
import { expectAccessible } from './support/accessibility';

const FEATURED_ARTICLE = {
  id: 'quantum-resistant-encryption-rollout',
  title: 'Orion Rolls Out Quantum-Resistant Encryption Across Its Network',
};

function calculator(page: Page) {
  return page.getByRole('form', { name: 'Cost calculator' });
}

function faqQuestions(page: Page) {
  return page
    .getByRole('region', { name: 'Questions & Answers' })
    .getByRole('heading', { level: 3 });
}

/** Layout shifts not caused by the visitor's own input, summed (the CLS of the page so far). */
async function unexpectedLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

function journeys() {
  test('visitor sees the calculator field messages', async ({ page }) => {
    await page.goto('/');
    const form = calculator(page);
    await form.getByRole('button', { name: 'Calculate Estimate' }).click();
    await expect(form.getByText('Please enter a valid origin city')).toBeVisible();
    await expect(form.getByText('Please enter a valid destination city')).toBeVisible();
    await expect(form.getByText('Weight must be at least 0.1 kg')).toBeVisible();
    await expect(form.getByLabel('Origin City')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Origin City').fill('Zürich');
    await expect(form.getByText('Please enter a valid origin city')).toHaveCount(0);
    await form.getByLabel('Weight (kg)').fill('0');
    await form.getByRole('button', { name: 'Calculate Estimate' }).click();
    await expect(form.getByText('Weight must be at least 0.1 kg')).toBeVisible();

    await form.getByLabel('Weight (kg)').fill('1001');
    await form.getByRole('button', { name: 'Calculate Estimate' }).click();
    await expect(form.getByText('Weight cannot exceed 1000 kg')).toBeVisible();
    await expect(form.getByText('Please enter a valid destination city')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Estimated Cost' })).toBeHidden();
  });

  test('visitor estimates a maximum-security shipment and calculates another', async ({ page }) => {
    await page.goto('/#calculator');
    const form = calculator(page);
    await expect(form.getByRole('radio', { name: 'Standard' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await form.getByLabel('Origin City').fill('Zürich');
    await form.getByLabel('Destination City').fill('Geneva');
    await form.getByLabel('Weight (kg)').fill('12.5');
    await form.getByRole('radio', { name: 'Maximum' }).click();
    await expect(form.getByRole('radio', { name: 'Maximum' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await form.getByRole('button', { name: 'Calculate Estimate' }).click();

    await expect(form.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
    const expected = formatEstimate(
      estimateCost({
        origin: 'Zürich',
        destination: 'Geneva',
        weightKg: 12.5,
        security: 'maximum',
      }),
    );
    expect(expected).toBe('$263.13');
    await expect(page.getByRole('heading', { name: 'Estimated Cost' })).toBeFocused();
    await expect(page.getByText(expected, { exact: true })).toBeVisible();
    await expect(page.getByText(/This is an estimate and the final cost may vary/)).toBeVisible();
    // The portal's booking form, filled in with this estimate (requests.spec.ts books from it).
    await expect(page.getByRole('link', { name: 'Book this shipment' })).toHaveAttribute(
      'href',
      '/vault/requests/new?pickup_city=Z%C3%BCrich&delivery_city=Geneva&weight=12.5&security=maximum',
    );
    for (const claim of [
      'No hidden fees',
      'Standard insurance included',
      'Volume discounts available',
    ]) {
      await expect(page.getByText(claim, { exact: true })).toBeVisible();
    }
    expect(await unexpectedLayoutShift(page)).toBeLessThan(0.1);

    await page.getByRole('button', { name: 'Calculate Another' }).click();
    await expect(form.getByLabel('Origin City')).toBeFocused();
    await expect(form.getByLabel('Origin City')).toHaveValue('');
    await expect(form.getByLabel('Destination City')).toHaveValue('');
    await expect(form.getByLabel('Weight (kg)')).toHaveValue('');
    await expect(form.getByRole('radio', { name: 'Standard' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByText(expected, { exact: true })).toBeHidden();
    await expect(form.getByRole('button', { name: 'Calculate Estimate' })).toBeEnabled();
  });

  test('visitor reads the home page sections', async ({ page }) => {
    await page.goto('/');
    for (const label of ['Secure Deliveries', 'Uptime', 'Clients', 'Support']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    for (const value of ['10,000+', '99.9%', '500+', '24/7']) {
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
    await expect(page.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/about');
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('link', { name: 'Track a Shipment' })).toHaveAttribute(
      'href',
      '/track',
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectAccessible(page);
  });

  test('visitor filters the news by category', async ({ page }) => {
    await page.goto('/news');
    await expect(page).toHaveTitle('News & Updates | Orion Transit & Custody');
    const all = page.getByRole('button', { name: 'All News' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Featured Stories' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Read Full Article/ })).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Security', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Security', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { name: 'Featured Stories' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Security News' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(2);

    await page.getByRole('button', { name: 'Industry', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Industry News' })).toBeVisible();
    await all.click();
    await expect(page.getByRole('heading', { name: 'Featured Stories' })).toBeVisible();
  });

  test('visitor opens a featured article and goes back to the news', async ({ page }) => {
    await page.goto('/news');
    await page
      .getByRole('link', { name: /^Read Full Article/ })
      .filter({ hasText: FEATURED_ARTICLE.title })
      .click();

    await expect(page).toHaveURL(`/news/${FEATURED_ARTICLE.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: FEATURED_ARTICLE.title }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${FEATURED_ARTICLE.title} | Orion Transit & Custody`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /post-quantum cryptography/,
    );
    await expect(page.getByText('March 18, 2025')).toBeVisible();
    await expect(page.getByText('5 min read')).toBeVisible();
    await expect(page.getByRole('main').getByText('Security', { exact: true })).toBeVisible();
    await expect(page.getByText(/Clients do not need to change anything/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to News' }).first().click();
    await expect(page).toHaveURL('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Updates' })).toBeVisible();
  });

  test('visitor opens a news address that does not exist', async ({ page }) => {
    await page.goto('/news/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL('/news');
  });

  test('visitor searches the FAQ within a category', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveTitle('FAQ | Orion Transit & Custody');
    await expect(faqQuestions(page)).toHaveCount(12);
    await expectAccessible(page);

    await page.getByLabel('Search questions').fill('PORTAL');
    await expect(faqQuestions(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Vault Storage', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Vault Storage', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(faqQuestions(page)).toHaveText([
      'How do I access my items in the vault?',
      'Are items in the vault insured?',
    ]);

    await page.getByRole('button', { name: 'Billing', exact: true }).click();
    await expect(page.getByText('No results found', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Try adjusting your search terms or selecting a different category.'),
    ).toBeVisible();
    await expect(faqQuestions(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page.getByLabel('Search questions')).toHaveValue('');
    await expect(faqQuestions(page)).toHaveCount(12);
  });

  test('visitor opens two FAQ answers and closes one', async ({ page }) => {
    await page.goto('/faq');
    const first = page.getByRole('button', { name: 'How do I track my shipment?' });
    const second = page.getByRole('button', { name: 'Do you ship internationally?' });
    await first.click();
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Enter your tracking number \(it starts with OTC\)/)).toBeVisible();
    await expect(page.getByText(/over 40 countries/)).toBeVisible();

    await first.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Enter your tracking number \(it starts with OTC\)/)).toBeHidden();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/over 40 countries/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Do you ship internationally?' })).toBeVisible();
    await expectAccessible(page);

    // Up, Down, Home and End move between the questions (the WAI-ARIA accordion's keys).
    const questions = faqQuestions(page).getByRole('button');
    await questions.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(questions.last()).toBeFocused();
  });

  test('visitor picks a popular FAQ topic and gets help contacts', async ({ page }) => {
    await page.goto('/faq');
    const topics = page.getByRole('region', { name: 'Popular Topics' });
    await topics.getByRole('button', { name: /^Billing/ }).click();

    await expect(page.getByRole('button', { name: 'Billing', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(faqQuestions(page)).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Questions & Answers' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Questions & Answers' })).toBeInViewport();

    const help = page.getByRole('region', { name: 'Need More Help?' });
    await expect(help.getByRole('link', { name: /^\+?[\d\s()-]+$/ })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    );
    await expect(help.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(help.getByRole('link', { name: 'Open the Vault Portal' })).toHaveAttribute(
      'href',
      '/vault',
    );
  });

  test('visitor reads about the company', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Orion Transit & Custody');
    for (const value of ['Security First', 'Client Partnership', 'Excellence', 'Innovation']) {
      await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    const timeline = page.getByRole('region', { name: 'Our Journey' });
    await expect(timeline.getByText('2015', { exact: true })).toBeVisible();
    await expect(timeline.getByText('2025', { exact: true })).toBeVisible();
    await expect(timeline.getByRole('listitem')).toHaveCount(6);
    const team = page.getByRole('region', { name: 'Leadership Team' });
    await expect(team.getByRole('heading', { level: 3 })).toHaveCount(4);
    const certifications = page.getByRole('region', { name: 'Certifications & Recognition' });
    for (const name of ['ISO 27001', 'SOC 2 Type II', 'FIPS 140-2']) {
      await expect(certifications.getByRole('heading', { name })).toBeVisible();
    }
    await expectAccessible(page);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  journeys();
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  journeys();
});
