import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_PASSWORD, DEMO_CLIENTS } from '../../src/server/seed/demo-data';
import { useTestServer } from '../helpers/use-test-server';

const server = useTestServer({ seed: true });
const [amelia] = DEMO_CLIENTS;
const TOO_MANY = /^Too many attempts, try again in \d+ minutes?$/;

const post = (path: string, body: unknown) => server.client().post(path, body);

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  return body.error.message as string;
}

describe('sign-up validation', () => {
  const valid = { email: 'new@client.example', password: 'Long-Enough-1', name: 'New Person' };

  it.each([
    ['an invalid e-mail', { ...valid, email: 'not-an-email' }, 'VALIDATION_ERROR'],
    ['a password under 8 characters', { ...valid, password: 'Short-1' }, 'PASSWORD_TOO_SHORT'],
    [
      'a password over 128 characters',
      { ...valid, password: 'x'.repeat(129) },
      'PASSWORD_TOO_LONG',
    ],
  ])('refuses %s with 400', async (_case, body, code) => {
    await expectError(await post('/api/auth/sign-up/email', body), 400, code);
  });

  it('names the field of a schema error', async () => {
    const response = await post('/api/auth/sign-up/email', { ...valid, email: 'not-an-email' });
    expect((await response.json()).error).toMatchObject({
      message: 'Invalid email address',
      fields: { email: 'Invalid email address' },
    });
  });

  it('refuses a body without a password or e-mail', async () => {
    expect((await post('/api/auth/sign-up/email', { name: 'X' })).status).toBe(400);
  });

  it('answers an already registered address exactly like a new one and tells its owner by e-mail', async () => {
    const fresh = await post('/api/auth/sign-up/email', {
      ...valid,
      email: 'first-time@client.example',
    });
    const taken = await post('/api/auth/sign-up/email', { ...valid, email: amelia!.email });
    expect(fresh.status).toBe(200);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual(await fresh.json());
    const mail = await server.smtp.waitForMail((m) => m.to === amelia!.email);
    expect(mail.subject).toBe('You already have a Orion Transit & Custody account');
    expect(mail.text).toContain('Hello Amelia,');
  });
});

describe('sign-in answers', () => {
  it('keeps the session token out of the body: it lives in the httpOnly cookie', async () => {
    const response = await post('/api/auth/sign-in/email', {
      email: amelia!.email,
      password: DEMO_CLIENT_PASSWORD,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).not.toHaveProperty('token');
    expect(body.user.email).toBe(amelia!.email);
  });

  it('refuses an invalid e-mail with 400', async () => {
    await expectError(
      await post('/api/auth/sign-in/email', { email: 'nope', password: 'whatever-1' }),
      400,
      'INVALID_EMAIL',
    );
  });
});

describe('reset validation', () => {
  it('refuses a new password under 8 characters', async () => {
    await expectError(
      await post('/api/auth/reset-password', { newPassword: 'Short-1', token: 'anything' }),
      400,
      'PASSWORD_TOO_SHORT',
    );
  });

  it('refuses a reset request without an e-mail', async () => {
    expect(
      (await post('/api/auth/request-password-reset', { redirectTo: '/update-password' })).status,
    ).toBe(400);
  });
});

describe('per-address rate limits on the mail-sending endpoints', () => {
  it.each([
    [
      'sign-up',
      '/api/auth/sign-up/email',
      5,
      (email: string) => ({ email, password: 'Long-Enough-1', name: 'R L' }),
    ],
    [
      'reset',
      '/api/auth/request-password-reset',
      5,
      (email: string) => ({ email, redirectTo: '/update-password' }),
    ],
    [
      'resend',
      '/api/auth/send-verification-email',
      5,
      (email: string) => ({ email, callbackURL: '/login' }),
    ],
  ])('limits %s requests per address', async (_name, path, max, body) => {
    const email = `limited-${path.length}@client.example`;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await post(path, body(email))).status).toBeLessThan(400);
    }
    const limited = await post(path, body(email));
    expect(await expectError(limited, 429, 'TOO_MANY_REQUESTS')).toMatch(TOO_MANY);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address from the same caller is still served.
    expect((await post(path, body(`other-${path.length}@client.example`))).status).toBeLessThan(
      400,
    );
  });
});
