import { Secret, TOTP, URI } from 'otpauth';
import { moveClockTo } from './movable-clock';

const PERIOD_MS = 30_000;
/**
 * How long a code given must still be accepted, by default: long enough for the request (or the
 * code typed into a form) to reach the server.
 */
const VALID_FOR_MS = 5_000;
/** Steps either side of a candidate whose codes are compared with it (the server keeps 90 s). */
const NEARBY_STEPS = 5;

/** The base32 secret inside an otpauth:// URI, as an authenticator app reads it from the QR code. */
export function secretOf(totpUri: string): string {
  const parsed = URI.parse(totpUri);
  if (!(parsed instanceof TOTP)) throw new Error(`not a TOTP URI: ${totpUri}`);
  return parsed.secret.base32;
}

function codeAt(secret: string, step: number): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_MS / 1000 });
  return totp.generate({ timestamp: step * PERIOD_MS });
}

/**
 * The code an authenticator app shows now, without using it up: for requests the server refuses
 * before it looks at the code (no sign-in waiting for one). A code that is to pass comes from
 * unusedTotpCode.
 */
export function totpCode(secret: string): string {
  return codeAt(secret, Math.floor(Date.now() / PERIOD_MS));
}

/** A code that is wrong now and around now: the current one with its last digit changed. */
export function wrongCode(secret: string): string {
  const step = Math.floor(Date.now() / PERIOD_MS);
  const acceptable = new Set(
    Array.from({ length: 2 * NEARBY_STEPS + 1 }, (_, i) => codeAt(secret, step - NEARBY_STEPS + i)),
  );
  const code = totpCode(secret);
  for (let digit = 1; ; digit += 1) {
    const wrong = `${code.slice(0, 5)}${(Number(code[5]) + digit) % 10}`;
    if (!acceptable.has(wrong)) return wrong;
  }
}

/**
 * Which time steps of a secret were given out, shared by everything that signs its account in: in
 * this process (the API tests, where each account's secret is its own test server's), or across
 * processes (Playwright's workers share the administrator: tests/e2e/support/totp.ts).
 */
export type TotpSteps = {
  /** Takes the step for this caller; false when it was taken already. */
  take(secret: string, step: number): boolean;
  taken(secret: string): number[];
  /**
   * Brings the server's clock to `time`, when every code it would accept now is taken: the API
   * tests move their process's clock, which their server reads (decision 058); Playwright's
   * workers wait, their server being another process.
   */
  reach(time: number): Promise<void>;
};

const takenInProcess = new Map<string, Set<number>>();

const inProcess: TotpSteps = {
  take(secret, step) {
    const taken = takenInProcess.get(secret) ?? new Set<number>();
    takenInProcess.set(secret, taken);
    if (taken.has(step)) return false;
    taken.add(step);
    return true;
  },
  taken: (secret) => [...(takenInProcess.get(secret) ?? [])],
  reach: async (time) => moveClockTo(time),
};

/**
 * A code the server has not accepted yet, as a person would wait for the app's next code: the
 * server takes a code of the step before, the current or the next (better-auth's window) and only
 * once (ASVS V6.5.1), so this gives the first of those whose step no one took and that stays
 * accepted for `validForMs`, and when none is left comes to the next step (`steps.reach`). A step
 * whose code equals a nearby taken step's is skipped: the server remembers codes, not steps.
 */
export async function unusedTotpCode(
  secret: string,
  steps: TotpSteps = inProcess,
  { validForMs = VALID_FOR_MS }: { validForMs?: number } = {},
) {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / PERIOD_MS);
    // A step's code is accepted until the end of the step after it.
    const candidates = [step - 1, step, step + 1].filter(
      (candidate) => (candidate + 2) * PERIOD_MS - now > validForMs,
    );
    for (const candidate of candidates) {
      const code = codeAt(secret, candidate);
      const nearbyCodes = steps
        .taken(secret)
        .filter((taken) => taken !== candidate && Math.abs(taken - candidate) <= NEARBY_STEPS)
        .map((taken) => codeAt(secret, taken));
      if (!nearbyCodes.includes(code) && steps.take(secret, candidate)) return code;
    }
    await steps.reach((step + 1) * PERIOD_MS + 10);
  }
}
