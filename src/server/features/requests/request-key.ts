import { and, eq, sql } from 'drizzle-orm';
import { REQUEST_MESSAGES, type RequestKind, type RequestState } from '#shared/requests';
import { AppError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import type { NotificationConfig } from '../../notifications/notify-user';
import type { CreatedRequest } from '#shared/request-schema';
import type { RequestActor } from '../shared/request-events';
import { clientRequests } from '../../db/schema';
import { nextDocumentNumber } from '../shared/document-number';

/**
 * The request an organisation already made with this form's key, read after taking the key's lock:
 * two sends of one form queue here, so the second finds the first and draws no number.
 */
export async function earlierRequestWithKey(tx: DbOrTx, clientId: string, key: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`request:${clientId}:${key}`}, 0))`,
  );
  const [earlier] = await tx
    .select({
      id: clientRequests.id,
      number: clientRequests.number,
      state: clientRequests.state,
      kind: clientRequests.kind,
    })
    .from(clientRequests)
    .where(and(eq(clientRequests.client_id, clientId), eq(clientRequests.idempotency_key, key)));
  return earlier;
}

/** What asking any request takes: the organisation, who asks and from where, and the form. */
export type AskingInput<Form> = {
  db: Db;
  config: NotificationConfig;
  clientId: string | null;
  actor: RequestActor & { user: { id: string; email: string } };
  form: Form;
  now?: Date;
};

export type AskedRequest = { request: CreatedRequest; created: boolean };

/**
 * The answer to a form sent again under its key: the first request, when `isSame` finds the same
 * details in it; else a 409.
 */
export async function answerOfEarlier(
  earlier: { id: string; number: string; state: CreatedRequest['state'] },
  isSame: () => Promise<boolean>,
): Promise<AskedRequest> {
  if (!(await isSame())) throw duplicateKey();
  return {
    request: { id: earlier.id, number: earlier.number, state: earlier.state },
    created: false,
  };
}

/** The same key with other details: the form was sent before with something else in it. */
function duplicateKey(): AppError {
  return new AppError('CONFLICT', REQUEST_MESSAGES.duplicate, {
    fields: { idempotency_key: REQUEST_MESSAGES.duplicate },
  });
}

/** A new request under the next REQ number, as its events name it. */
export async function insertClientRequest(
  tx: DbOrTx,
  values: {
    clientId: string;
    kind: RequestKind;
    state: RequestState;
    askedBy: string;
    key: string;
    expiresAt: Date;
    now: Date;
  },
) {
  const number = await nextDocumentNumber(tx, { name: 'request', prefix: 'REQ', at: values.now });
  const [request] = await tx
    .insert(clientRequests)
    .values({
      number,
      client_id: values.clientId,
      kind: values.kind,
      state: values.state,
      requested_by_user_id: values.askedBy,
      idempotency_key: values.key,
      expires_at: values.expiresAt,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning({
      id: clientRequests.id,
      number: clientRequests.number,
      kind: clientRequests.kind,
      state: clientRequests.state,
      client_id: clientRequests.client_id,
    });
  if (!request) throw new Error('request insert returned no row');
  return request;
}
