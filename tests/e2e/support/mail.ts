import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../helpers/smtp-sink';
import { E2E_MAIL_URL } from './environment';

/** Waits for a mail in the SMTP sink, as a person would wait for it in their inbox. */
export async function waitForMail(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(E2E_MAIL_URL)).json()) as ReceivedMail[];
        found = mails.find(match);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}
