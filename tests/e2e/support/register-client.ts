import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from './environment';
import { waitForMail } from './mail';

export type RegisteredClient = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

/**
 * Where a fresh visitor calls from (TEST-NET-2, RFC 5737): every journey runs on this machine,
 * but each sign-up is a different person, so the suite meets the per-address sign-up limit only
 * as a crowd behind one address would (the e2e server trusts X-Forwarded-For from loopback).
 */
export function visitorAddress(): string {
  return `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
}

/**
 * A fresh client account, signed up through the real API and confirmed through the link of the
 * real confirmation e-mail, for journeys that change an account (demo clients are shared by every
 * spec file running in parallel and must stay as seeded).
 */
export async function registerClient(
  request: APIRequestContext,
  { firstName, lastName, password }: Omit<RegisteredClient, 'email'>,
): Promise<RegisteredClient> {
  const email = `${firstName.toLowerCase()}.${Date.now()}@client.example`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password,
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      accountType: 'client',
      callbackURL: '/login?confirmed=1',
    },
    headers: { origin: E2E_BASE_URL, 'x-forwarded-for': visitorAddress() },
  });
  expect(signUp.status()).toBe(200);

  const mail = await waitForMail((m) => m.to === email && /Confirm/.test(m.subject));
  const link = mail.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  expect(link, 'confirmation link in the e-mail').toBeTruthy();
  const confirmed = await request.get(link!);
  expect(confirmed.url()).toBe(`${E2E_BASE_URL}/login?confirmed=1`);
  return { email, password, firstName, lastName };
}
