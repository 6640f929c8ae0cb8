import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';
import { newsletterConfirmationMessage } from '../../mail/newsletter-templates';
import { enqueueMail } from '../../mail/outbox';

export type SubscribeInput = { db: Db; appUrl: string; email: string };

function newsletterConfirmationUrl(appUrl: string, token: string): string {
  return `${appUrl}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * Double opt-in signup. A new address gets a row and a confirmation mail; a pending one gets the
 * same link again; a confirmed one gets nothing. The caller answers alike in every case and wakes
 * the mail sender once this resolves.
 */
export async function subscribe({ db, appUrl, email }: SubscribeInput) {
  await db.transaction(async (tx) => {
    // No conflict target: the only other unique column is a fresh 256-bit token.
    await tx
      .insert(newsletterSubscriptions)
      .values({ email, confirmation_token: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [subscription] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()));
    if (!subscription) throw new Error('newsletter subscription upsert found no row');
    if (subscription.confirmed_at) return;
    await enqueueMail(
      tx,
      subscription.email,
      newsletterConfirmationMessage({
        url: newsletterConfirmationUrl(appUrl, subscription.confirmation_token),
      }),
    );
  });
}
