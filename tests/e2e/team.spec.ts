import type { Page } from '@playwright/test';
import { linkIn } from '../helpers/smtp-sink';
import { expect, expectConsoleError, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { E2E_BASE_URL } from './support/environment';
import { waitForMail } from './support/mail';
import { registerClient } from './support/register-client';
import { signInThroughApi } from './support/sign-in';
import { storeItemFor } from './support/store-item';
import { expectToast } from './support/toast';

// Grace Lin is a Member of Amelia Hart's organisation in the demo data (decision 063).
const MEMBER = { email: 'grace.lin@hartgallery.example', password: 'Orion-Demo-2026' };
const MEMBER_NOTE = 'Your role in this organisation, Member, lets you read this but not change it.';

const members = (page: Page) => page.getByRole('region', { name: 'Members' });
const invitations = (page: Page) => page.getByRole('region', { name: 'Invitations' });
const rowOf = (page: Page, text: string) =>
  members(page).getByRole('row').filter({ hasText: text });

test('an owner invites a new member, who signs up from the e-mail and joins; the owner makes them a Viewer, then removes them', async ({
  page,
  browser,
}) => {
  test.slow();
  // The test's own organisation, so the demo organisations stay as seeded.
  const owner = await registerClient(page.request, {
    firstName: 'Olive',
    lastName: 'Owner',
    password: 'Harbour-Keys-Ledger-2026',
  });
  const organisation = 'Olive Owner';
  const item = `Team ledger ${Date.now()}`;
  await storeItemFor(owner.email, { name: item });
  const invitee = { email: `ivy.${Date.now()}@team.example`, password: 'Lantern-Gate-Seven-2026' };

  await signInThroughApi(page, owner.email, owner.password);
  await page.goto('/vault/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByText(`The people of ${organisation},`)).toBeVisible();
  await expect(rowOf(page, owner.email).getByRole('cell').first()).toHaveText('Olive Owner (you)');
  await expect(invitations(page)).toContainText('No invitations are waiting.');

  await page.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Member' });
  await dialog.getByLabel(/^E-mail/).fill(invitee.email);
  await dialog.getByLabel(/^Role/).selectOption({ label: 'Viewer' });
  await expect(dialog.getByText('Sees everything, changes nothing.')).toBeVisible();
  await dialog.getByLabel(/^Role/).selectOption({ label: 'Member' });
  await expect(
    dialog.getByText('Sees everything, reports issues and writes to our staff.'),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(page, 'Invitation Sent', `${invitee.email} is invited as Member.`);
  await expect(dialog).toHaveCount(0);
  const invitation = invitations(page).getByRole('row').filter({ hasText: invitee.email });
  await expect(invitation.getByRole('cell')).toContainText([
    invitee.email,
    'Member',
    'Waiting',
    /\d{4}/,
    'Olive Owner',
  ]);
  await expectAccessible(page);

  // The invitee's own browser, signed out: the e-mail's link, an account, then the portal.
  const mail = await waitForMail(
    (m) =>
      m.to === invitee.email && m.subject === `Join ${organisation} at Orion Transit & Custody`,
  );
  const inviteeContext = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  const join = await inviteeContext.newPage();
  await join.goto(linkIn(mail, `${E2E_BASE_URL}/join?token=`));
  await expect(join.getByRole('heading', { level: 1, name: `Join ${organisation}` })).toBeVisible();
  await expect(
    join.getByText(`Olive Owner invited you to join ${organisation} as Member.`),
  ).toBeVisible();
  const signUp = join.getByRole('form', { name: 'Create account' });
  await expect(signUp.getByLabel(/^E-mail/)).toHaveValue(invitee.email);
  await expectAccessible(join);
  await signUp.getByLabel(/^First Name/).fill('Ivy');
  await signUp.getByLabel(/^Last Name/).fill('Invitee');
  await signUp.getByLabel(/^Password/).fill(invitee.password);
  await signUp.getByLabel(/^Confirm Password/).fill('Not-The-Same-Password-1');
  await signUp.getByRole('button', { name: 'Create Account and Join' }).click();
  await expect(signUp.getByText('Passwords do not match.')).toBeVisible();
  await signUp.getByLabel(/^Confirm Password/).fill(invitee.password);
  await signUp.getByRole('button', { name: 'Create Account and Join' }).click();
  await expect(join).toHaveURL(/\/vault\/items$/);
  await expectToast(join, `Welcome to ${organisation}`, 'You joined as Member.');
  await expect(
    join.getByRole('list', { name: 'Your vault items' }).getByRole('heading', { name: item }),
  ).toBeVisible();
  await inviteeContext.close();

  // The owner's Team page lists them, and no invitation waits any more.
  await page.reload();
  const ivy = rowOf(page, invitee.email);
  await expect(ivy.getByRole('cell')).toContainText(['Ivy Invitee', invitee.email, 'Member']);
  await expect(invitations(page)).toContainText('No invitations are waiting.');

  await ivy.getByRole('button', { name: 'Manage Ivy Invitee' }).click();
  await page.getByRole('menuitem', { name: 'Change Role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change the role of Ivy Invitee' });
  await roleDialog.getByLabel(/^Role/).selectOption({ label: 'Viewer' });
  await roleDialog.getByRole('button', { name: 'Change Role' }).click();
  await expectToast(page, 'Role Changed', 'Ivy Invitee is now Viewer.');
  await expect(ivy.getByRole('cell').nth(2)).toHaveText('Viewer');
  await expect(ivy.getByRole('button', { name: 'Manage Ivy Invitee' })).toBeFocused();

  await ivy.getByRole('button', { name: 'Manage Ivy Invitee' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Ivy Invitee?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expectToast(
    page,
    'Member Removed',
    `Ivy Invitee is no longer a member of ${organisation}.`,
  );
  await expect(ivy).toHaveCount(0);
  await expect(members(page).getByRole('row')).toHaveCount(2);
});

test('someone signed in with another address signs out, signs in with the invited one, accepts and switches between their organisations', async ({
  page,
}) => {
  test.slow();
  const owner = await registerClient(page.request, {
    firstName: 'Otto',
    lastName: 'Holder',
    password: 'Copper-Vault-Door-2026',
  });
  const invitee = await registerClient(page.request, {
    firstName: 'Esme',
    lastName: 'Existing',
    password: 'Quiet-River-Stone-2026',
  });
  await signInThroughApi(page, owner.email, owner.password);
  const invited = await page.request.post('/api/team/invitations', {
    data: { email: invitee.email, role: 'approver' },
    headers: { origin: E2E_BASE_URL },
  });
  expect(invited.status()).toBe(201);
  const mail = await waitForMail(
    (m) => m.to === invitee.email && m.subject === 'Join Otto Holder at Orion Transit & Custody',
  );

  // Opened in the owner's own browser: the invitation is for someone else.
  await page.goto(linkIn(mail, `${E2E_BASE_URL}/join?token=`));
  await expect(
    page.getByText('Otto Holder invited you to join Otto Holder as Approver.'),
  ).toBeVisible();
  await expect(
    page.getByText(
      'This invitation is for another e-mail address. Sign in with that address to accept it.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/join\?token=/);

  // Signed out, the address has an account: sign in, and come back here to accept.
  await page.getByRole('link', { name: 'Sign in to accept' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(invitee.email);
  await signIn.getByLabel(/^Password/).fill(invitee.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/join\?token=/);
  await page.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(page).toHaveURL(/\/vault\/items$/);
  await expectToast(page, 'Welcome to Otto Holder', 'You joined as Approver.');

  // Two organisations now: the session works in the one joined, and the header switches.
  const switcher = page.getByRole('combobox', { name: 'Organisation' });
  await expect(switcher.locator('option:checked')).toHaveText('Otto Holder');
  await page.goto('/vault/team');
  await expect(page.getByText('The people of Otto Holder,')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite Member' })).toHaveCount(0);
  await switcher.selectOption({ label: 'Esme Existing' });
  await expectToast(page, 'Organisation Changed', 'You work in Esme Existing.');
  await expect(page.getByText('The people of Esme Existing,')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite Member' })).toBeVisible();
  await expectAccessible(page);
});

test('an owner re-sends an invitation, which replaces its link, then withdraws it', async ({
  page,
}) => {
  const owner = await registerClient(page.request, {
    firstName: 'Wren',
    lastName: 'Keeper',
    password: 'Amber-Lamp-Harbour-2026',
  });
  const email = `late.${Date.now()}@team.example`;
  await signInThroughApi(page, owner.email, owner.password);
  await page.goto('/vault/team');
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Member' });
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(page, 'Invitation Sent', `${email} is invited as Member.`);
  const first = linkIn(await waitForMail((m) => m.to === email), `${E2E_BASE_URL}/join?token=`);

  // Inviting the address again is refused under the field.
  expectConsoleError(/status of 409 .*\/api\/team\/invitations$/);
  await page.getByRole('button', { name: 'Invite Member' }).click();
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(
    dialog.getByText('An invitation to this address is already waiting. Re-send it instead.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Re-send the invitation to ${email}` }).click();
  await expectToast(page, 'Invitation Sent', `${email} has a new link, valid 7 days.`);
  const second = linkIn(
    await waitForMail((m) => m.to === email && !m.text.includes(first)),
    `${E2E_BASE_URL}/join?token=`,
  );

  expectConsoleError(/status of 404 .*\/api\/invitations\//);
  await page.goto(first);
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation Not Found' })).toBeVisible();
  await expect(
    page.getByText('This invitation does not exist or was replaced by a newer one.'),
  ).toBeVisible();

  await page.goto('/vault/team');
  await page.getByRole('button', { name: `Withdraw the invitation to ${email}` }).click();
  await page
    .getByRole('alertdialog', { name: `Withdraw the invitation to ${email}?` })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expectToast(page, 'Invitation Withdrawn', email);
  await expect(invitations(page)).toContainText('No invitations are waiting.');

  await page.goto(second);
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation Withdrawn' })).toBeVisible();
  await expect(
    page.getByText('This invitation was withdrawn. Ask the organisation for a new one.'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a member reads the team of their organisation and cannot change it', async ({ page }) => {
  await signInThroughApi(page, MEMBER.email, MEMBER.password);
  await page.goto('/vault/items');
  await page
    .getByRole('navigation', { name: 'Client Portal' })
    .getByRole('link', { name: 'Team' })
    .click();
  await expect(page).toHaveURL(/\/vault\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByText('The people of Hart Fine Art Gallery,')).toBeVisible();
  await expect(page.getByText(MEMBER_NOTE)).toBeVisible();
  await expect(rowOf(page, 'amelia.hart@hartgallery.example').getByRole('cell')).toContainText([
    'Amelia Hart',
    'amelia.hart@hartgallery.example',
    'Owner',
  ]);
  await expect(rowOf(page, MEMBER.email).getByRole('cell').first()).toHaveText('Grace Lin (you)');
  await expect(page.getByRole('button', { name: 'Invite Member' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Manage / })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Shared Access' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share Access' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Withdraw / })).toHaveCount(0);
  await expectAccessible(page);
});
