import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { E2E_BASE_URL } from './support/environment';
import { waitForMail } from './support/mail';
import { expectToast } from './support/toast';

const SUBJECT = 'Confirm your subscription to Orion Transit & Custody news';

/** Subscribes through the block at the bottom of the News page, as a reader would. */
async function subscribe(page: Page, email: string) {
  await page.goto('/news');
  const block = page.getByRole('region', { name: 'Stay Updated' });
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByText('Please enter a valid email address.')).toBeVisible();
  await block.getByLabel(/email/i).fill(email);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(
    page,
    'Check your inbox',
    `Confirm your subscription with the link we just sent to ${email}.`,
  );
  await expect(block.getByLabel(/email/i)).toHaveValue('');
}

function journeys(device: string) {
  test(`reader confirms a subscription through the e-mailed link (${device})`, async ({ page }) => {
    const email = `reader.${device}.${Date.now()}@news.example`;
    await subscribe(page, email);
    const mail = await waitForMail((m) => m.to === email && m.subject === SUBJECT);
    const link = mail.text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/newsletter/confirmed`);
    await expect(
      page.getByRole('heading', { name: 'Subscription confirmed', level: 1 }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Subscription confirmed | Orion Transit & Custody');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Read the latest news' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/news`);
  });

  test(`reader opening a wrong confirmation link is told to subscribe again (${device})`, async ({
    page,
  }) => {
    await page.goto('/api/newsletter/confirm?token=not-a-real-token');
    await expect(page).toHaveURL(`${E2E_BASE_URL}/newsletter/confirmed?error=invalid`);
    await expect(page.getByRole('heading', { name: 'Link not valid', level: 1 })).toBeVisible();
    await expect(
      page.getByText(
        'This confirmation link is invalid or was already replaced. Please subscribe again.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toHaveCount(0);
    await expectAccessible(page);
  });
}

test.describe('on a desktop', () => {
  journeys('desktop');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  journeys('phone');
});
