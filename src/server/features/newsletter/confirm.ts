import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

/**
 * Confirms the subscription that owns the token; confirming again keeps the first time.
 * Answers whether the token belongs to any subscription.
 */
export async function confirm({ db, token }: { db: DbOrTx; token: string }): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ confirmed_at: sql`coalesce(${newsletterSubscriptions.confirmed_at}, now())` })
    .where(eq(newsletterSubscriptions.confirmation_token, token))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
