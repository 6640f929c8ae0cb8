import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { test as setup } from './support/test';
import { ADMIN_STORAGE_STATE, ADMIN_TOTP_SECRET_FILE } from './support/admin-session';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/environment';
import { enrolThroughApi, signInThroughApi } from './support/sign-in';

setup(
  'administrator signs in once and enrols the mandatory second factor (ASVS 5.0 V6.3.2)',
  async ({ page }) => {
    // The server starts on a fresh database each run: the admin has no second factor yet.
    await signInThroughApi(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, null);
    const secret = await enrolThroughApi(page, E2E_ADMIN_PASSWORD);
    mkdirSync(dirname(ADMIN_TOTP_SECRET_FILE), { recursive: true });
    writeFileSync(ADMIN_TOTP_SECRET_FILE, secret);
    await page.context().storageState({ path: ADMIN_STORAGE_STATE });
  },
);
