import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatEstimate } from '../../src/shared/cost-estimate';
import { bookingPrice } from '../../src/shared/request-schema';
import { expectAccessible } from './support/accessibility';
import { E2E_BASE_URL } from './support/environment';
import { waitForMail } from './support/mail';
import { registerClient, visitorAddress } from './support/register-client';
import { ownerWithMember } from './support/joined-member';
import { localDateTime } from './support/local-date-time';
import { signedInMinutesAgo } from './support/session-clock';
import { signInThroughApi } from './support/sign-in';
import { signInNewStaff } from './support/staff-account';
import { expect, expectConsoleError, test } from './support/test';
import { expectToast } from './support/toast';

// Client requests with four eyes (decision 067). Each journey makes its own organisation: the
// demo ones are shared by every spec file running in parallel and must stay as seeded.

const JSON_ORIGIN = { origin: E2E_BASE_URL };
const REQUEST_PAGE = /\/vault\/requests\/[0-9a-f-]{36}$/;
const REQUEST_NUMBER = /^REQ-\d{4}-\d+$/;

const bookingForm = (page: Page) => page.getByRole('form', { name: 'Book a shipment' });

/** The fields the calculator does not hand on, filled as a client would. */
async function fillBookingDetails(form: Locator, declaredValue: number) {
  await form.getByLabel(/^Pickup Address/).fill('12 Gallery Row');
  await form.getByLabel(/^Delivery Address/).fill('4 Harbour Street');
  await form.getByLabel(/^Contents/).fill('Two framed oil paintings, crated');
  await form.getByLabel(/^Dimensions/).fill('120x90x20');
  await form.getByLabel(/^Declared Value/).fill(String(declaredValue));
  await form.getByLabel(/^Pickup From/).fill(localDateTime(2, 9));
  await form.getByLabel(/^Pickup Until/).fill(localDateTime(2, 17));
}

/** The request's number, read from its page's heading ('Request REQ-2026-000042'). */
async function requestNumberOn(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1, name: /^Request REQ-/ });
  const number = (await heading.textContent())!.replace('Request ', '').trim();
  expect(number).toMatch(REQUEST_NUMBER);
  return number;
}

test('a visitor books the shipment the calculator priced: signs up, confirms the e-mail, signs in, lands on the form with its values, then cancels it', async ({
  page,
}) => {
  test.slow();
  // A fresh visitor from an address of their own: the sign-up limit counts per address.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() });
  const client = {
    email: `bea.${Date.now()}@client.example`,
    password: 'Harbour-Quote-Ledger-2026',
  };

  await page.goto('/#calculator');
  const calculator = page.getByRole('form', { name: 'Cost calculator' });
  await calculator.getByLabel('Origin City').fill('Zürich');
  await calculator.getByLabel('Destination City').fill('Geneva');
  await calculator.getByLabel('Weight (kg)').fill('12.5');
  await calculator.getByRole('radio', { name: 'Maximum' }).click();
  await calculator.getByRole('button', { name: 'Calculate Estimate' }).click();
  await page.getByRole('link', { name: 'Book this shipment' }).click();

  // Not signed in: the sign-in page, where a visitor without an account signs up.
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('First Name').fill('Bea');
  await signUp.getByLabel('Last Name').fill('Booker');
  await signUp.getByLabel('Email').fill(client.email);
  await signUp.getByLabel(/^Password/).fill(client.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Sign Up Successful!');

  // The confirmation link comes back to sign-in on the way to the booking form.
  const mail = await waitForMail((m) => m.to === client.email && /Confirm/.test(m.subject));
  const link = mail.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  expect(link, 'confirmation link in the e-mail').toBeTruthy();
  await page.goto(link!);
  await expectToast(page, 'Email confirmed');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fvault%2Frequests%2Fnew/);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(client.email);
  await signIn.getByLabel(/^Password/).fill(client.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(
    `${E2E_BASE_URL}/vault/requests/new?pickup_city=Z%C3%BCrich&delivery_city=Geneva&weight=12.5&security=maximum`,
  );
  const form = bookingForm(page);
  await expect(form.getByLabel(/^Pickup City/)).toHaveValue('Zürich');
  await expect(form.getByLabel(/^Delivery City/)).toHaveValue('Geneva');
  await expect(form.getByLabel(/^Weight/)).toHaveValue('12.5');
  await expect(form.getByLabel(/^Security Level/)).toHaveValue('maximum');
  const price = formatEstimate(
    bookingPrice({
      pickup_city: 'Zürich',
      delivery_city: 'Geneva',
      weight_kg: 12.5,
      security_level: 'maximum',
    }),
  );
  const quote = page.getByRole('region', { name: 'Quoted Price' });
  await expect(quote).toContainText(price);
  await expect(quote).toContainText('We hold this price for 7 days');

  // The server's rules, checked before sending: each message under its field.
  await form.getByRole('button', { name: 'Request Booking' }).click();
  await expect(form.getByText('Enter the pickup address.')).toBeVisible();
  await expect(form.getByText('Describe the contents in 3 to 2000 characters.')).toBeVisible();
  await expect(form.getByText('Enter when the pickup window starts.')).toBeVisible();
  await expect(form.getByLabel(/^Pickup Address/)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await fillBookingDetails(form, 18_000);
  await form.getByLabel(/^Weight/).fill('20');
  await expect(quote).toContainText(
    formatEstimate(
      bookingPrice({
        pickup_city: 'Zürich',
        delivery_city: 'Geneva',
        weight_kg: 20,
        security_level: 'maximum',
      }),
    ),
  );
  // A window already begun: the server's clock refuses it, and its words show under the field.
  expectConsoleError(/status of 400 .*\/api\/requests\/bookings$/);
  await form.getByLabel(/^Pickup From/).fill(localDateTime(-1, 9));
  await form.getByRole('button', { name: 'Request Booking' }).click();
  await expectToast(page, 'Error booking the shipment');
  await expect(form.getByText('The pickup window must start in the future.')).toBeVisible();
  await expect(form.getByLabel(/^Pickup From/)).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(/^Pickup From/).fill(localDateTime(2, 9));
  await form.getByRole('button', { name: 'Request Booking' }).click();
  await expectToast(page, 'Shipment Requested');
  await expect(page).toHaveURL(REQUEST_PAGE);
  const number = await requestNumberOn(page);
  // One Owner and nobody else: four eyes are off, so it goes straight to us.
  await expect(page.getByText('Awaiting OTC approval').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Request submitted');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectAccessible(page);

  // The signed quote: its text holds the number and the price, and its link says genuine.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download quote (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`otc-quote-${number}.pdf`);
  const pdf = await readFile(await download.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  expect(text).toContain(`Quote ${number}`);
  const bookedPrice = formatEstimate(
    bookingPrice({
      pickup_city: 'Zürich',
      delivery_city: 'Geneva',
      weight_kg: 20,
      security_level: 'maximum',
    }),
  );
  expect(text).toContain(bookedPrice);
  const verifyUrl = new RegExp(`${E2E_BASE_URL}/verify/[0-9a-f-]{36}`).exec(text)?.[0];
  expect(verifyUrl).toBeTruthy();
  // Opened by anyone holding the quote: a browser of their own, signed in nowhere.
  const anyone = await page.context().browser()!.newContext();
  const verifier = await anyone.newPage();
  await verifier.goto(verifyUrl!);
  await expect(verifier.getByRole('heading', { level: 1, name: 'Verify a Quote' })).toBeVisible();
  await expect(verifier.getByRole('heading', { level: 2, name: 'Genuine quote' })).toBeVisible();
  await expect(verifier.getByRole('region', { name: 'Quote', exact: true })).toContainText(
    bookedPrice,
  );
  await expectAccessible(verifier);
  await anyone.close();

  // Cancel request asks first; keeping it changes nothing and gives the focus back.
  const cancel = page.getByRole('button', { name: 'Cancel request' });
  await cancel.click();
  const confirm = page.getByRole('alertdialog', { name: `Cancel request ${number}?` });
  await confirm.getByRole('button', { name: 'Keep request' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await cancel.click();
  await confirm.getByRole('button', { name: 'Cancel request' }).click();
  await expectToast(page, 'Request Cancelled', `${number} is cancelled.`);
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Requests' }).click();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row.getByRole('cell')).toContainText([
    number,
    'Shipment booking',
    'Zürich → Geneva, 20 kg, Maximum security',
    'Cancelled',
    'Bea Booker',
  ]);
  await page
    .getByRole('group', { name: 'Filter requests by state' })
    .getByRole('button', { name: 'Scheduled' })
    .click();
  await expect(page.getByRole('heading', { name: 'No requests in this state' })).toBeVisible();
  await expectAccessible(page);
});

test('a member books a valuable shipment, the owner approves it after confirming it is them, Operations accept it and the member sees it scheduled', async ({
  page,
  browser,
  request,
}) => {
  // Three people in three browsers, two of them enrolling a second factor.
  test.slow();
  const { owner, ownerPage, organisation } = await ownerWithMember(
    { browser, request, memberPage: page },
    {
      firstName: 'Olga',
      lastName: 'Owner',
      password: 'Quorum-Vault-Keeper-2026',
    },
  );

  // The owner asks for a second person above $10,000: the card says so to everyone.
  await ownerPage.goto('/vault/requests');
  await expect(ownerPage.getByRole('heading', { name: 'No requests yet' })).toBeVisible();
  const rule = ownerPage.getByRole('form', { name: 'Four-eyes rule' });
  await expect(ownerPage.getByText(/^Off: every booking goes straight to us/)).toBeVisible();
  await rule.getByRole('switch', { name: 'Require a second approval' }).click();
  await rule.getByLabel(/^Above a declared value of/).fill('10000');
  await rule.getByRole('button', { name: 'Save Rule' }).click();
  await expectToast(ownerPage, 'Rule Saved');
  await expectAccessible(ownerPage);

  await page.goto('/vault/requests');
  await expect(
    page.getByText(/^On: a booking with a declared value above \$10,000\.00/),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Four-eyes rule' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Book a shipment' }).first().click();
  const form = bookingForm(page);
  await form.getByLabel(/^Pickup City/).fill('Boston');
  await form.getByLabel(/^Delivery City/).fill('Chicago');
  await form.getByLabel(/^Weight/).fill('40');
  await form.getByLabel(/^Security Level/).selectOption({ label: 'High' });
  await fillBookingDetails(form, 250_000);
  await form.getByRole('button', { name: 'Request Booking' }).click();
  await expectToast(page, 'Shipment Requested');
  await expect(page).toHaveURL(REQUEST_PAGE);
  const requestPath = new URL(page.url()).pathname;
  const number = await requestNumberOn(page);
  await expect(page.getByText('Awaiting client approval').first()).toBeVisible();
  // Never approved by the person who asked.
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectAccessible(page);

  // The owner's sign-in is 11 minutes old: "Confirm it's you", then the approval is sent again.
  expectConsoleError(/status of 403 .*\/api\/requests\/[0-9a-f-]{36}\/approve$/);
  await signedInMinutesAgo(ownerPage, 11);
  await ownerPage.goto(requestPath);
  await expect(
    ownerPage.getByRole('heading', { level: 1, name: `Request ${number}` }),
  ).toBeVisible();
  await expect(ownerPage.getByText('Mina Member').first()).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Approve' }).click();
  const confirmItsYou = ownerPage.getByRole('dialog', { name: "Confirm it's you" });
  await confirmItsYou.getByLabel('Password', { exact: true }).fill(owner.password);
  await confirmItsYou.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(ownerPage, 'Request Approved', `${number} now awaits OTC approval.`);
  await expect(ownerPage.getByText('Awaiting OTC approval').first()).toBeVisible();
  await expect(ownerPage.getByRole('list', { name: 'History' })).toContainText(
    'Approved by the organisation',
  );
  await ownerPage.context().close();

  // Operations find it in the inbox, awaiting OTC, and accept it.
  const staffPage = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await signInNewStaff(staffPage, 'operations');
  await staffPage.goto('/admin/requests?state=awaiting_staff');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  const row = staffPage.getByRole('row').filter({ hasText: number });
  await expect(row.getByRole('cell')).toContainText([
    number,
    organisation,
    'Shipment booking',
    'Boston → Chicago, 40 kg, High security',
    'Awaiting OTC approval',
    /^\d+ min$/,
    'OTC',
  ]);
  await expectAccessible(staffPage);
  await row.getByRole('link', { name: `Open request ${number}` }).click();
  await expect(
    staffPage.getByRole('heading', { level: 1, name: `Request ${number}` }),
  ).toBeVisible();
  await staffPage.getByRole('button', { name: 'Accept' }).click();
  await expectToast(staffPage, 'Request Accepted', `${number} is scheduled as a shipment.`);
  await expect(staffPage.getByText('Scheduled', { exact: true }).first()).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expectAccessible(staffPage);
  await staffPage.context().close();

  // The member's page follows live: scheduled, with the shipment's tracking number.
  await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
  const shipment = page.getByRole('link', { name: /^OTC\d+$/ });
  await expect(shipment).toBeVisible();
  const trackingNumber = (await shipment.textContent())!;
  await shipment.click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/track?number=${trackingNumber}`);
});

test('Operations decline a request with a reason, which the client reads on its page', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const client = await registerClient(request, {
    firstName: 'Dora',
    lastName: 'Declined',
    password: 'Refusal-Harbour-Keys-2026',
  });
  await signInThroughApi(page, client.email, client.password);
  const pickupFrom = Date.now() + 2 * 24 * 60 * 60 * 1000;
  const booked = await page.request.post('/api/requests/bookings', {
    data: {
      idempotency_key: randomUUID(),
      pickup_address: '1 Quay Street',
      pickup_city: 'Lisbon',
      delivery_address: '9 Canal Road',
      delivery_city: 'Porto',
      contents: 'A bronze statuette',
      weight_kg: 3,
      declared_value: 4_000,
      security_level: 'standard',
      pickup_from: new Date(pickupFrom).toISOString(),
      pickup_until: new Date(pickupFrom + 4 * 60 * 60 * 1000).toISOString(),
    },
    headers: JSON_ORIGIN,
  });
  expect(booked.status()).toBe(201);
  const { id, number } = (await booked.json()) as { id: string; number: string };

  const staffPage = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await signInNewStaff(staffPage, 'operations');
  await staffPage.goto(`/admin/requests/${id}`);
  await expect(
    staffPage.getByRole('heading', { level: 1, name: `Request ${number}` }),
  ).toBeVisible();
  const decline = staffPage.getByRole('button', { name: 'Decline' });
  await decline.click();
  const dialog = staffPage.getByRole('dialog', { name: 'Decline this request' });
  await expect(dialog).toContainText('Dora Declined is told, with your reason.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByText('Give a reason of 3 to 500 characters.')).toBeVisible();
  await expectAccessible(staffPage);
  const reason = 'No armoured vehicle is free in that window.';
  await dialog.getByLabel(/^Reason/).fill(reason);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expectToast(staffPage, 'Request Declined');
  await expect(dialog).toHaveCount(0);
  await expect(staffPage.getByText('Declined', { exact: true }).first()).toBeVisible();
  await staffPage.context().close();

  await page.goto(`/vault/requests/${id}`);
  await expect(page.getByText('Declined', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: reason })).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' })).toContainText(`Reason: ${reason}`);
  await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  await expectAccessible(page);
});
