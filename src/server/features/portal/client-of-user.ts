import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { AppError } from '../../core/errors';

/**
 * The client record of a signed-in user: its id is the user's id, and it is always taken from the
 * session, never from the request (decision 020). An account without one (an
 * administrator) gets the spec's message for the screen it opened.
 */
export async function requireClientOf(db: DbOrTx, userId: string, missingMessage: string) {
  const [client] = await db
    .select({ id: clients.id, email: clients.email })
    .from(clients)
    .where(eq(clients.id, userId));
  if (!client) throw new AppError('NOT_FOUND', missingMessage);
  return client;
}
