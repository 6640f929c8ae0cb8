import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './templates';

/**
 * Queues an e-mail. Pass the caller's transaction so the mail exists exactly when the change that
 * caused it does (DESIGN.md §5.11); the sender delivers it afterwards, with the message's headers.
 */
export async function enqueueMail(db: DbOrTx, to: string, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({ to, ...message });
}
