import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { unusedTotpCode } from '../../helpers/totp';
import type { TotpSteps } from '../../helpers/totp';

/**
 * Where the workers record the time steps whose codes they gave: one empty file per step, created
 * exclusively, so two workers signing the administrator in never both take one. Named by a hash
 * of the secret, never the secret.
 */
const STEPS_DIR = 'test-results/.auth/totp-steps';

function prefixOf(secret: string): string {
  return `${createHash('sha256').update(secret).digest('hex').slice(0, 16)}-`;
}

const acrossWorkers: TotpSteps = {
  take(secret, step) {
    mkdirSync(STEPS_DIR, { recursive: true });
    try {
      closeSync(openSync(join(STEPS_DIR, `${prefixOf(secret)}${step}`), 'wx'));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  },
  taken(secret) {
    mkdirSync(STEPS_DIR, { recursive: true });
    const prefix = prefixOf(secret);
    return readdirSync(STEPS_DIR)
      .filter((name) => name.startsWith(prefix))
      .map((name) => Number(name.slice(prefix.length)));
  },
  // The server runs in another process, on the real clock (decision 058).
  reach: (time) => sleep(Math.max(0, time - Date.now())),
};

/**
 * A code of `secret` that no worker gave yet: the server accepts each code once (ASVS V6.5.1).
 * `validForMs`: how long it must stay acceptable (a journey that gives it again later).
 */
export function unusedCode(secret: string, validForMs?: number): Promise<string> {
  return unusedTotpCode(secret, acrossWorkers, { validForMs });
}
