import { expect, expectConsoleError, test } from './support/test';
import { linkIn } from '../helpers/smtp-sink';
import { expectAccessible } from './support/accessibility';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { enrolThroughPage } from './support/enrol-two-factor';
import { E2E_BASE_URL } from './support/environment';
import { waitForMail } from './support/mail';
import { expectToast } from './support/toast';

test.use({ storageState: ADMIN_STORAGE_STATE });

test('an administrator invites an Operations member, who sets up and works; deactivated, their open page is signed out', async ({
  page,
  browser,
}) => {
  const email = `ines.${Date.now()}@staff.example`;
  const password = 'Harbour-Staff-Key-9';

  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Staff' });
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByText('First name is required.')).toBeVisible();
  await dialog.getByLabel(/^First Name/).fill('Ines');
  await dialog.getByLabel(/^Last Name/).fill('Invitee');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Role/).selectOption({ label: 'Operations' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(page, 'Invitation Sent', `${email} is invited as Operations.`);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row.getByRole('cell')).toContainText([
    'Ines Invitee',
    email,
    'Operations',
    'Invited',
  ]);

  // The invitee's own browser: the e-mail's link, a password, the second factor, then work.
  const mail = await waitForMail((m) => m.to === email && /staff account is ready/.test(m.subject));
  expect(mail.text).toContain('with the role Operations');
  const staffContext = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  const staff = await staffContext.newPage();
  await staff.goto(linkIn(mail, `${E2E_BASE_URL}/update-password?token=`));
  await staff.getByLabel(/^New Password/).fill(password);
  await staff.getByLabel(/^Confirm New Password/).fill(password);
  await staff.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(staff, 'Password Updated Successfully');
  const signIn = staff.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel(/^Password/).fill(password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(staff).toHaveURL(/\/admin\/security\/enrol$/);
  await enrolThroughPage(staff, password);
  await expect(staff).toHaveURL(/\/admin\/overview$/);
  const sidebar = staff.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar.getByRole('link')).toHaveText([
    'Overview',
    'Shipments',
    'Dispatch',
    'Issues',
    'Requests',
  ]);

  // The administrator deactivates the account; the member's next click finds the session gone.
  await page.reload();
  await row.getByRole('button', { name: 'Manage Ines Invitee' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'Staff Deactivated', email);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Deactivated');

  // The refusals this journey provokes: the ended session, then the deactivated sign-in.
  expectConsoleError(/status of 401 .*\/api\/admin\/shipments\?/);
  expectConsoleError(/status of 403 .*\/api\/auth\/sign-in\/email$/);
  await sidebar.getByRole('link', { name: 'Shipments' }).click();
  await expect(staff).toHaveURL(/\/login/);
  const again = staff.getByRole('form', { name: 'Sign in' });
  await again.getByLabel('Email').fill(email);
  await again.getByLabel(/^Password/).fill(password);
  await again.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(
    staff,
    'Login Failed',
    'This account has been deactivated. Please contact your administrator.',
  );
  await staffContext.close();
});
