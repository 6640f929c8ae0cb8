import { eq } from 'drizzle-orm';
import { describeUserAgent } from '#shared/user-agent';
import { approximateLocation } from '../audit/approximate-location';
import type { RequestOrigin } from '../audit/record-audit-event';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { securityAlertMessage, type SecurityAlertKind } from '../mail/security-alert-templates';
import type { NotificationConfig } from './notify-user';
import { secureAccountToken } from './secure-account-token';

/** The web page a "This wasn't me" link opens. */
const SECURE_ACCOUNT_PAGE_PATH = '/secure-account';

export type SecurityAlertInput = {
  config: NotificationConfig;
  userId: string;
  kind: SecurityAlertKind;
  /** The request that made the change: its address and user agent are shown in the e-mail. */
  details: RequestOrigin & { at?: Date };
};

/**
 * E-mails the account about a security event (a new device's sign-in, a password, second factor
 * or passkey change) through the outbox, in the caller's transaction, with a "This wasn't me" link.
 * Security mail is not subject to notification choices. Call wakeMailSender after the commit.
 */
export async function sendSecurityAlert(
  tx: DbOrTx,
  { config, userId, kind, details }: SecurityAlertInput,
): Promise<void> {
  const [recipient] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!recipient) return;
  const { browser, system } = describeUserAgent(details.userAgent);
  const token = secureAccountToken(config.authSecret, userId);
  await enqueueMail(
    tx,
    recipient.email,
    securityAlertMessage({
      kind,
      firstName: recipient.firstName,
      circumstances: {
        browser,
        system,
        place: approximateLocation(details.ipAddress) ?? 'Unknown',
        ipAddress: details.ipAddress,
        at: details.at ?? new Date(),
      },
      secureAccountUrl: `${config.appUrl}${SECURE_ACCOUNT_PAGE_PATH}?token=${encodeURIComponent(token)}`,
    }),
  );
}
