import { and, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { verifications } from '../db/schema';

/**
 * Forgets every device trusted to skip the account's second factor (decision 051). better-auth
 * keeps each as a verification row named `trust-device-…` whose value is the user id, and checks
 * that row on every sign-in the device's cookie claims; without it the cookie is worth nothing.
 */
export async function forgetTrustedDevices(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, 'trust-device-%')));
}
