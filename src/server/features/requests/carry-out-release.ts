import { eq, inArray } from 'drizzle-orm';
import { keptOnTransfer } from '#shared/item-transfer';
import type { ItemReleasedFacts, VaultItemMovedFacts } from '#shared/ledger';
import { SECURITY_LEVELS, type SecurityLevel } from '#shared/security-level';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import type { DbOrTx } from '../../db/client';
import { clients, releaseItems, releaseRequests, vaultItems } from '../../db/schema';
import { organisationName } from '../shared/organisation-name';
import type { LedgerEvent } from '../../ledger/append-to-ledger';
import { bookRequestShipment } from './request-shipment';

/** Where a delivered release's shipment starts, as its tracking page shows it. */
const VAULT_ORIGIN = 'OTC Vault';

/**
 * Our last approval of a release (decision 069): its items are Released, each with a 'Released'
 * step in its history, and nothing is deleted. A delivery becomes a Pending shipment of the items
 * to the address asked for, at the highest of their security levels, on the release date; answers
 * its id, or null for a collection or a transfer. A transfer gives the receiving organisation an
 * item of its own for each, on the same shelf, whose history starts there (decision 071). Answers
 * too the custody ledger entries of what left the vault and what a transfer stored, for the caller
 * to append as its transaction's last write (decision 074).
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
): Promise<{ shipmentId: string | null; custody: LedgerEvent[] }> {
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
  const custody: LedgerEvent[] = items.map((item) => {
    const facts: ItemReleasedFacts = {
      request_number: request.number,
      method: release.method,
      client_id: item.client_id,
      location_code: item.location_code,
      staff_user_id: admin.id,
      time: now.toISOString(),
    };
    return { kind: 'item_released', vaultItemId: item.id, facts };
  });
  if (release.method === 'transfer' && release.to_client_id) {
    custody.push(
      ...(await handOver(tx, {
        items,
        request,
        recipientId: release.to_client_id,
        admin,
        origin,
        now,
      })),
    );
  }
  if (release.method !== 'deliver') return { shipmentId: null, custody };

  const shipmentId = await bookRequestShipment(
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
  return { shipmentId, custody };
}

/**
 * Each transferred item becomes the receiving organisation's own, its history starting here;
 * answers the ledger entries of their storing.
 */
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
): Promise<LedgerEvent[]> {
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
    .returning({
      id: vaultItems.id,
      name: vaultItems.name,
      location_code: vaultItems.location_code,
      transferred_from_item_id: vaultItems.transferred_from_item_id,
    });
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
  return received.map((item) => {
    const facts: VaultItemMovedFacts = {
      reason: 'transferred_in',
      from: null,
      to: { client_id: recipientId, location_code: item.location_code },
      transferred_from_item_id: item.transferred_from_item_id ?? undefined,
      request_number: request.number,
      staff_user_id: admin.id,
      time: now.toISOString(),
    };
    return { kind: 'vault_item_moved', vaultItemId: item.id, facts };
  });
}

function highestLevel(levels: SecurityLevel[]): SecurityLevel {
  return SECURITY_LEVELS.findLast((level) => levels.includes(level)) ?? 'standard';
}
