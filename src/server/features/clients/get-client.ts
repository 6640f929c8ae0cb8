import { eq } from 'drizzle-orm';
import type { AdminClient } from '#shared/portal';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { AppError } from '../../core/errors';
import { toClientRecord } from '../shared/client-profile';
import { CLIENT_NOT_FOUND } from './client-columns';

export async function getClient({
  db,
  clientId,
}: {
  db: DbOrTx;
  clientId: string;
}): Promise<AdminClient> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
  return toClientRecord(client);
}
