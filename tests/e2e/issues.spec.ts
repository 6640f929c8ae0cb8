import { expect, expectConsoleError, test } from './support/test';
import sharp from 'sharp';
import { expectAccessible } from './support/accessibility';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { E2E_BASE_URL } from './support/environment';
import { waitForMail } from './support/mail';
import { signInThroughApi } from './support/sign-in';
import { expectToast } from './support/toast';

// Sign-ins are limited per e-mail over the whole suite (see portal.spec.ts): one, as Marcus.
const MARCUS = { email: 'marcus.chen@chenjewelers.example', password: 'Orion-Demo-2026' };
const MARCUS_SHIPMENT = 'OTC1763380800004';
const AMELIAS_SHIPMENT = 'OTC1763380800007';

test('client reports an issue from /track, an admin replies, the client sees the reply and gets the e-mail', async ({
  page,
  browser,
}) => {
  // Two browsers, six accessibility checks and an e-mail: the longest journey of the suite.
  test.slow();
  await signInThroughApi(page, MARCUS.email, MARCUS.password);
  await page.goto(`/track?number=${MARCUS_SHIPMENT}`);
  await expectToast(page, 'Shipment Found');
  await page
    .getByRole('region', { name: 'Actions' })
    .getByRole('button', { name: 'Report Issue' })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Report an Issue' });
  await dialog.getByLabel('What went wrong').selectOption({ label: 'Damage' });
  await dialog.getByLabel('Description').fill('Dented');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(dialog.getByText('Describe the problem in at least 10 characters.')).toBeVisible();
  await expectAccessible(page);

  // Closed and opened again, the dialog still holds what was written; the focus went back.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const reportButton = page
    .getByRole('region', { name: 'Actions' })
    .getByRole('button', { name: 'Report Issue' });
  await expect(reportButton).toBeFocused();
  await reportButton.click();
  await expect(dialog.getByLabel('What went wrong')).toHaveValue('damage');
  await expect(dialog.getByLabel('Description')).toHaveValue('Dented');

  const description = `Corner of the case dented on arrival (${Date.now()}).`;
  await dialog.getByLabel('Description').fill(description);
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#884422' },
  })
    .jpeg()
    .toBuffer();
  await dialog
    .getByLabel('Photo (optional)')
    .setInputFiles({ name: 'dent.jpg', mimeType: 'image/jpeg', buffer: photo });
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expectToast(page, 'Issue Reported');
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Follow your issue in the portal' }).click();
  await expect(page).toHaveURL(/\/vault\/issues\/[0-9a-f-]{36}$/);
  const issuePath = new URL(page.url()).pathname;
  await expect(
    page.getByRole('heading', { level: 1, name: `Damage on ${MARCUS_SHIPMENT}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'The photo you sent with your report' }),
  ).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText(description)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to Issues' }).click();
  await expect(
    page.getByRole('link', { name: `Damage on ${MARCUS_SHIPMENT}` }).first(),
  ).toBeVisible();
  await expect(page.getByText('Open', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);

  // The administrator's browser, already signed in by the setup project.
  const admin = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: ADMIN_STORAGE_STATE,
  });
  const adminPage = await admin.newPage();
  await adminPage.goto(`/admin/issues?search=${MARCUS_SHIPMENT}&status=open`);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Issues' })).toBeVisible();
  const row = adminPage.getByRole('row').filter({ hasText: MARCUS_SHIPMENT }).first();
  await expect(row.getByText('Open', { exact: true }).first()).toBeVisible();
  await expectAccessible(adminPage);
  await adminPage.goto(issuePath.replace('/vault/', '/admin/'));
  await expect(adminPage.getByText(description)).toBeVisible();
  await adminPage.getByRole('button', { name: 'Assign to me' }).click();
  await expectToast(adminPage, 'Issue Assigned');

  const reply = `We are sorry: a claim is open for the dented case (${Date.now()}).`;
  await adminPage.getByLabel('Reply to the client').fill(reply);
  await adminPage.getByRole('button', { name: 'Send Reply' }).click();
  await expectToast(adminPage, 'Reply Sent');
  await expect(
    adminPage.getByRole('list', { name: 'Conversation' }).getByText(reply),
  ).toBeVisible();
  await expect(adminPage.getByText('In progress', { exact: true })).toBeVisible();
  await expectAccessible(adminPage);

  const mail = await waitForMail((m) => m.to === MARCUS.email && m.text.includes(reply));
  expect(mail.subject).toBe(`A reply to your issue report on ${MARCUS_SHIPMENT}`);
  expect(mail.text).toContain(`${E2E_BASE_URL}${issuePath}`);

  await page.goto(issuePath);
  const thread = page.getByRole('list', { name: 'Conversation' });
  await expect(thread.getByRole('listitem').filter({ hasText: reply })).toContainText('OTC staff');
  await page.getByLabel('Your message').fill('Thank you, the photos are attached above.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message Sent');
  await expect(thread.getByText('Thank you, the photos are attached above.')).toBeVisible();

  await adminPage.getByRole('button', { name: 'Resolve' }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: 'Resolve this issue?' });
  await confirm.getByRole('button', { name: 'Resolve' }).click();
  await expectToast(adminPage, 'Issue Resolved');
  await expect(adminPage.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await admin.close();

  await page.reload();
  await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Your message')).toBeDisabled();
  await expect(page.getByText('This issue is resolved: it takes no more messages.')).toBeVisible();

  // Another client's shipment: the server's own answer, which the browser logs as a failed request.
  expectConsoleError(/status of 404 .*\/api\/issues$/);
  await page.goto(`/track?number=${AMELIAS_SHIPMENT}`);
  await expectToast(page, 'Shipment Found');
  await page
    .getByRole('region', { name: 'Actions' })
    .getByRole('button', { name: 'Report Issue' })
    .click();
  await page.getByLabel('Description').fill('Someone else’s shipment looks damaged.');
  await page.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByRole('dialog', { name: 'Report an Issue' }).getByRole('alert')).toHaveText(
    'Shipment not found.',
  );
});

test('a visitor is asked to sign in or to contact us before reporting an issue', async ({
  page,
}) => {
  await page.goto(`/track?number=${MARCUS_SHIPMENT}`);
  await expectToast(page, 'Shipment Found');
  await page
    .getByRole('region', { name: 'Actions' })
    .getByRole('button', { name: 'Report Issue' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const signIn = page.getByRole('link', { name: 'Sign in to report an issue' });
  await expect(signIn).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/track?number=${MARCUS_SHIPMENT}`)}`,
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
