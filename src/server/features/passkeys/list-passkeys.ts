import { desc, eq } from 'drizzle-orm';
import type { Passkey } from '#shared/passkeys';
import type { DbOrTx } from '../../db/client';
import { passkeys } from '../../db/schema';

/** The columns of a passkey its owner sees: never the public key or the credential id. */
export const passkeyColumns = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
  deviceType: passkeys.deviceType,
  backedUp: passkeys.backedUp,
};

type PasskeyRow = {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  deviceType: Passkey['device_type'];
  backedUp: boolean;
};

export function passkeyAnswer(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    device_type: row.deviceType,
    backed_up: row.backedUp,
  };
}

/** The account's passkeys, the newest first. */
export async function listPasskeys({
  db,
  userId,
}: {
  db: DbOrTx;
  userId: string;
}): Promise<Passkey[]> {
  const rows = await db
    .select(passkeyColumns)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
  return rows.map(passkeyAnswer);
}
