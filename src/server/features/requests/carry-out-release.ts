import { eq, inArray } from 'drizzle-orm';
import { keptOnTransfer } from '#shared/item-transfer';
import { SECURITY_LEVELS, type SecurityLevel } from '#shared/security-level';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import type { DbOrTx } from '../../db/client';
import { clients, releaseItems, releaseRequests, vaultItems } from '../../db/schema';
import { organisationName } from '../shared/organisation-name';
import { bookRequestShipment } from './request-shipment';

/** Where a delivered release's shipment starts, as its tracking page shows it. */
const VAULT_ORIGIN = 'OTC Vault';

/**
 * Our last approval of a release (decision 069): its items are Released, each with a 'Released'
 * step in its history, and nothing is deleted. A delivery becomes a Pending shipment of the items
 * to the address asked for, at the highest of their security levels, on the release date; answers
 * its id, or null for a collection or a transfer. A transfer gives the receiving organisation an
 * item of its own for each, on the same shelf, whose history starts there (decision 071).
 */
export async function carryOutRelease(
  tx: DbOrTx,
  {
    request,
    admin,
    origin,
    now,
  }: {
    request: { id: string; number: string; client_id: string };
    admin: { id: string; email: string };
    origin: RequestOrigin;
    now: Date;
  },
): Promise<string | null> {
  const [release] = await tx
    .select()
    .from(releaseRequests)
    .where(eq(releaseRequests.request_id, request.id));
  if (!release) throw new Error(`release ${request.number} has no details`);
  const items = await tx
    .select()
    .from(releaseItems)
    .innerJoin(vaultItems, eq(vaultItems.id, releaseItems.item_id))
    .where(eq(releaseItems.request_id, request.id))
    .orderBy(vaultItems.id)
    .then((rows) => rows.map((row) => row.vault_items));
  await tx
    .update(vaultItems)
    .set({ released_at: now, updated_at: now })
    .where(
      inArray(
        vaultItems.id,
        items.map((item) => item.id),
      ),
    );
  for (const item of items) {
    await recordAuditEvent(tx, {
      actor: { id: admin.id, label: admin.email },
      action: 'released',
      entity: { type: 'vault_item', id: item.id, label: item.name },
      clientId: request.client_id,
      origin,
      details: { request: request.number, method: release.method },
    });
  }
  if (release.method === 'transfer' && release.to_client_id) {
    await handOver(tx, { items, request, recipientId: release.to_client_id, admin, origin, now });
  }
  if (release.method !== 'deliver') return null;

  return bookRequestShipment(
    tx,
    { request, admin, origin },
    {
      origin: VAULT_ORIGIN,
      destination: release.delivery_city ?? '',
      status: 'pending',
      security_level: highestLevel(items.map((item) => item.security_level)),
      value: release.total_value,
      item_description: items.map((item) => item.name).join(', '),
      date_of_shipment: release.release_on,
    },
  );
}

/** Each transferred item becomes the receiving organisation's own, its history starting here. */
async function handOver(
  tx: DbOrTx,
  {
    items,
    request,
    recipientId,
    admin,
    origin,
    now,
  }: {
    items: (typeof vaultItems.$inferSelect)[];
    request: { number: string; client_id: string };
    recipientId: string;
    admin: { id: string; email: string };
    origin: RequestOrigin;
    now: Date;
  },
) {
  const [sender] = await tx
    .select({ name: organisationName })
    .from(clients)
    .where(eq(clients.id, request.client_id));
  const received = await tx
    .insert(vaultItems)
    .values(
      items.map((item) => ({
        ...keptOnTransfer(item),
        client_id: recipientId,
        date_stored: now,
        transferred_from_item_id: item.id,
      })),
    )
    .returning({ id: vaultItems.id, name: vaultItems.name });
  for (const item of received) {
    await recordAuditEvent(tx, {
      actor: { id: admin.id, label: admin.email },
      action: 'transferred_in',
      entity: { type: 'vault_item', id: item.id, label: item.name },
      clientId: recipientId,
      origin,
      details: { request: request.number, from: sender?.name ?? null },
    });
  }
}

function highestLevel(levels: SecurityLevel[]): SecurityLevel {
  return SECURITY_LEVELS.findLast((level) => levels.includes(level)) ?? 'standard';
}
