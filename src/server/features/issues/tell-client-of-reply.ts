import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { issueReplyMessage } from '../../mail/issue-templates';
import { enqueueMail } from '../../mail/outbox';

/**
 * Tells the issue's client that staff replied, in the reply's transaction: the e-mail exists
 * exactly when the reply does. The one place a staff reply reaches the client.
 */
export async function tellClientOfReply(
  tx: DbOrTx,
  {
    issue,
    reply,
    appUrl,
  }: {
    issue: { id: string; tracking_number: string; client_id: string | null };
    reply: string;
    appUrl: string;
  },
): Promise<void> {
  if (!issue.client_id) return;
  const [client] = await tx
    .select({ email: clients.email, first_name: clients.first_name })
    .from(clients)
    .where(eq(clients.id, issue.client_id));
  if (!client) return;
  await enqueueMail(
    tx,
    client.email,
    issueReplyMessage({
      firstName: client.first_name,
      trackingNumber: issue.tracking_number,
      reply,
      url: `${appUrl}/vault/issues/${issue.id}`,
    }),
  );
}
