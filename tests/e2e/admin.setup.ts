import { test as setup } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/environment';
import { signInThroughApi } from './support/sign-in';

setup('administrator signs in once for the admin journeys', async ({ page }) => {
  await signInThroughApi(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await page.context().storageState({ path: ADMIN_STORAGE_STATE });
});
