import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The toast region; at most one toast is shown at a time. */
export const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** The toast with exactly this title (and description) is on screen. */
export async function expectToast(page: Page, title: string, description?: string) {
  await expect(notifications(page).getByText(title, { exact: true })).toBeVisible();
  if (description) {
    await expect(notifications(page).getByText(description, { exact: true })).toBeVisible();
  }
}
