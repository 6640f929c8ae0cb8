import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The toast region; at most one toast is shown at a time. */
export const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/**
 * A toast raised by a page's loader (such as "Shipment Found" on /track) is drawn only once the
 * page has hydrated and the toaster's chunks have arrived; with every CPU busy with parallel
 * workers that has been seen to take most of the usual 10 s, so the first toast gets longer.
 * A toast stays on screen for seconds, so the longer wait never lets a missing one pass.
 */
const TOAST_TIMEOUT_MS = 30_000;

/** The toast with exactly this title (and description) is on screen. */
export async function expectToast(page: Page, title: string, description?: string) {
  await expect(notifications(page).getByText(title, { exact: true })).toBeVisible({
    timeout: TOAST_TIMEOUT_MS,
  });
  if (description) {
    await expect(notifications(page).getByText(description, { exact: true })).toBeVisible();
  }
}

/**
 * The toast over a modal dialog that stays open (a refused save): the dialog hides the rest of
 * the page from the accessibility tree, the toast region with it, so the region is found hidden.
 */
export async function expectToastOverDialog(page: Page, title: string, description: string) {
  const region = page.getByRole('region', { name: /Notifications/, includeHidden: true });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}
