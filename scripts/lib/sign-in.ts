import { Secret, TOTP, URI } from 'otpauth';

/** The code an authenticator app shows now for a base32 secret. */
const totpCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((line) => line.split(';')[0]);

async function postJson(baseUrl: string, path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(baseUrl).origin,
      ...(cookie && { cookie }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(
      `POST ${path} failed (${response.status}): ${(await response.text()).slice(0, 200)}`,
    );
  }
  return response;
}

/** A client's session from outside, as a browser gets one: the Cookie header to send. */
export async function signInAsClient(input: {
  baseUrl: string;
  email: string;
  password: string;
}): Promise<string> {
  const response = await postJson(input.baseUrl, '/api/auth/sign-in/email', {
    email: input.email,
    password: input.password,
  });
  const cookies = cookiesOf(response);
  if (cookies.length === 0)
    throw new Error(`${input.email}: sign-in answered without a session cookie`);
  return cookies.join('; ');
}

/**
 * An admin session from outside, as a browser gets one, second factor included: the Cookie header
 * to send, and the TOTP secret. An admin without two-factor sign-in gets it turned on here (the
 * admin area needs it); the new secret is returned so the caller can print or keep it.
 */
export async function signInAsAdmin(input: {
  baseUrl: string;
  email: string;
  password: string;
  totpSecret?: string;
}): Promise<{ cookie: string; totpSecret: string | undefined; enrolled: boolean }> {
  const post = (path: string, body: unknown, cookie?: string) =>
    postJson(input.baseUrl, path, body, cookie);
  const response = await post('/api/auth/sign-in/email', {
    email: input.email,
    password: input.password,
  });
  let cookies = cookiesOf(response);
  if (cookies.length === 0) throw new Error('admin sign-in answered without a session cookie');
  const answer = (await response.json()) as { two_factor_required?: boolean };
  if (answer.two_factor_required) {
    if (!input.totpSecret) {
      throw new Error(`${input.email} has two-factor sign-in: set ADMIN_TOTP_SECRET`);
    }
    const verified = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(input.totpSecret) },
      cookies.join('; '),
    );
    return {
      cookie: cookiesOf(verified).join('; '),
      totpSecret: input.totpSecret,
      enrolled: false,
    };
  }
  const probe = await fetch(`${input.baseUrl}/api/admin/overview`, {
    headers: { cookie: cookies.join('; ') },
  });
  if (probe.status !== 403) {
    return { cookie: cookies.join('; '), totpSecret: input.totpSecret, enrolled: false };
  }
  const started = await post(
    '/api/auth/two-factor/enable',
    { password: input.password },
    cookies.join('; '),
  );
  const uri = URI.parse(((await started.json()) as { totp_uri: string }).totp_uri);
  const secret = uri.secret.base32;
  const confirmed = await post(
    '/api/auth/two-factor/verify-totp',
    { code: totpCode(secret) },
    cookies.join('; '),
  );
  cookies = cookiesOf(confirmed).length > 0 ? cookiesOf(confirmed) : cookies;
  return { cookie: cookies.join('; '), totpSecret: secret, enrolled: true };
}
