import type { Context } from 'hono';
import type { AuditAction, AuditEntityType } from '#shared/audit-action';
import type { DbOrTx } from '../db/client';
import { auditEvents } from '../db/schema';
import type { AppEnv } from '../core/context';

/** Where a request came from, kept with every audit event. */
export type RequestOrigin = { ipAddress: string; userAgent: string | null };

export function requestOriginOf<Env extends AppEnv>(c: Context<Env>): RequestOrigin {
  return { ipAddress: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? null };
}

export type AuditEvent = {
  actor: { id: string | null; label: string };
  action: AuditAction;
  entity: { type: AuditEntityType; id?: string | null; label?: string | null };
  clientId?: string | null;
  origin: RequestOrigin;
  details?: Record<string, unknown> | null;
};

/** Writes one audit row; pass the transaction of the change it records. */
export async function recordAuditEvent(db: DbOrTx, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    actor_user_id: event.actor.id,
    actor_label: event.actor.label,
    action: event.action,
    entity_type: event.entity.type,
    entity_id: event.entity.id ?? null,
    entity_label: event.entity.label ?? null,
    client_id: event.clientId ?? null,
    ip_address: event.origin.ipAddress,
    user_agent: event.origin.userAgent,
    details: event.details ?? null,
  });
}
