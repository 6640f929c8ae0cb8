import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { AppError } from '../../core/errors';

/** The client a shipment or vault item is for must exist; the form's message says which field. */
export async function requireExistingClient(db: DbOrTx, clientId: string) {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) {
    throw new AppError('BAD_REQUEST', 'Client is required.', {
      fields: { client_id: 'Client is required.' },
    });
  }
}
