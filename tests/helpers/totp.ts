import { Secret, TOTP, URI } from 'otpauth';

/** The base32 secret inside an otpauth:// URI, as an authenticator app reads it from the QR code. */
export function secretOf(totpUri: string): string {
  const parsed = URI.parse(totpUri);
  if (!(parsed instanceof TOTP)) throw new Error(`not a TOTP URI: ${totpUri}`);
  return parsed.secret.base32;
}

/** The code an authenticator app shows now (or `offset` periods away) for a base32 secret. */
export function totpCode(secret: string, offset = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offset * 30_000 });
}

/** A code that is wrong now: the current one with its last digit changed. */
export function wrongCode(secret: string): string {
  const code = totpCode(secret);
  return `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
}
