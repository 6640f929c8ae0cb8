import { randomBytes } from 'node:crypto';
import { symmetricEncrypt } from 'better-auth/crypto';
import { DEMO_STAFF } from './demo-data';
import { credentialRow, userRow } from './demo-rows';
import type { CredentialRow, UserRow } from './json-rows';
import type { Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo staff joined a year before the demo begins. */
const STAFF_SINCE_DAYS = 365;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how an authenticator app is given a key by hand. */
function base32(bytes: Uint8Array): string {
  let out = '';
  let value = 0;
  let bits = 0;
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export type DemoStaffSecondFactor = {
  /** What better-auth keeps: the secret encrypted with the auth secret, as its plugin stores it. */
  stored: string;
  /** What an authenticator app is given: the secret's bytes in base32, printed once. */
  key: string;
};

/**
 * The one TOTP secret of the demo staff, new at every first start: better-auth's TOTP uses the
 * secret's text as its key, so the app's key is that text in base32.
 */
export async function demoStaffSecondFactor(authSecret: string): Promise<DemoStaffSecondFactor> {
  const secret = randomBytes(20).toString('base64url');
  return {
    stored: await symmetricEncrypt({ key: authSecret, data: secret }),
    key: base32(Buffer.from(secret, 'utf8')),
  };
}

/** The demo staff accounts (demo-data.ts), with the second factor on, and their credentials. */
export function demoStaffRows({ r, today }: { r: Random; today: number }): {
  users: UserRow[];
  accounts: CredentialRow[];
} {
  const at = new Date(today - STAFF_SINCE_DAYS * DAY_MS).toISOString();
  const users = DEMO_STAFF.map((staff) => ({
    ...userRow({ id: r.uuid(), ...staff, at }),
    two_factor_enabled: true,
  }));
  return { users, accounts: users.map((user) => credentialRow(r, user)) };
}
