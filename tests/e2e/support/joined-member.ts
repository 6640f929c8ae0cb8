import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { linkIn } from '../../helpers/smtp-sink';
import { E2E_BASE_URL } from './environment';
import { waitForMail } from './mail';
import { registerClient, type RegisteredClient } from './register-client';
import { enrolThroughApi, signInThroughApi } from './sign-in';
import { expect } from './test';

/**
 * A fresh Member of the owner's organisation, invited through the API, joined from the e-mail
 * and signed in in `member`'s browser.
 */
async function joinedMember(owner: APIRequestContext, organisation: string, member: Page) {
  const email = `mina.${Date.now()}@requests.example`;
  const password = 'Lantern-Booking-Seven-2026';
  const invited = await owner.post('/api/team/invitations', {
    data: { email, role: 'member' },
    headers: { origin: E2E_BASE_URL },
  });
  expect(invited.status()).toBe(201);
  const mail = await waitForMail(
    (m) => m.to === email && m.subject === `Join ${organisation} at Orion Transit & Custody`,
  );
  const token = new URL(linkIn(mail, `${E2E_BASE_URL}/join?token=`)).searchParams.get('token');
  const joined = await member.request.post(`/api/invitations/${token}/sign-up`, {
    data: { first_name: 'Mina', last_name: 'Member', password },
    headers: { origin: E2E_BASE_URL },
  });
  expect(joined.ok()).toBe(true);
  await signInThroughApi(member, email, password);
}

type OwnerAndMember = { owner: RegisteredClient; ownerPage: Page; organisation: string };

/**
 * A fresh organisation for a four-eyes journey: its Owner signed up, signed in and enrolled in a
 * second factor in a browser of their own, and a Member joined and signed in in `memberPage`.
 * `request` signs the owner up, in no browser's cookies.
 */
export async function ownerWithMember(
  {
    browser,
    request,
    memberPage,
  }: { browser: Browser; request: APIRequestContext; memberPage: Page },
  name: { firstName: string; lastName: string; password: string },
): Promise<OwnerAndMember> {
  const owner = await registerClient(request, name);
  const organisation = `${name.firstName} ${name.lastName}`;
  const ownerPage = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await signInThroughApi(ownerPage, owner.email, owner.password);
  await enrolThroughApi(ownerPage, owner.password);
  await joinedMember(ownerPage.request, organisation, memberPage);
  return { owner, ownerPage, organisation };
}
