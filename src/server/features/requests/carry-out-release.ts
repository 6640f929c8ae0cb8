import { eq, inArray } from 'drizzle-orm';
import { SECURITY_LEVELS, type SecurityLevel } from '#shared/security-level';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import type { DbOrTx } from '../../db/client';
import { releaseItems, releaseRequests, vaultItems } from '../../db/schema';
import { insertShipment } from '../shared/insert-shipment';
import { recordShipmentChange } from '../shared/record-shipment-change';

/** Where a delivered release's shipment starts, as its tracking page shows it. */
const VAULT_ORIGIN = 'OTC Vault';

/**
 * Our last approval of a release (decision 069): its items are Released, each with a 'Released'
 * step in its history, and nothing is deleted. A delivery becomes a Pending shipment of the items
 * to the address asked for, at the highest of their security levels, on the release date; answers
 * its id, or null for a collection.
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
    .select({
      id: vaultItems.id,
      name: vaultItems.name,
      security_level: vaultItems.security_level,
    })
    .from(releaseItems)
    .innerJoin(vaultItems, eq(vaultItems.id, releaseItems.item_id))
    .where(eq(releaseItems.request_id, request.id))
    .orderBy(vaultItems.id);
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
  if (release.method !== 'deliver') return null;

  const shipment = await insertShipment(tx, {
    client_id: request.client_id,
    origin: VAULT_ORIGIN,
    destination: release.delivery_city ?? '',
    status: 'pending',
    security_level: highestLevel(items.map((item) => item.security_level)),
    value: release.total_value,
    item_description: items.map((item) => item.name).join(', '),
    date_of_shipment: release.release_on,
  });
  await recordShipmentChange(tx, shipment, {
    admin,
    origin,
    action: 'created',
    details: { request: request.number },
  });
  return shipment.id;
}

function highestLevel(levels: SecurityLevel[]): SecurityLevel {
  return SECURITY_LEVELS.findLast((level) => levels.includes(level)) ?? 'standard';
}
