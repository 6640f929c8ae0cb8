import { desc } from 'drizzle-orm';
import type { Handler } from 'hono';
import { mailOutbox } from '../../db/schema';
import { isLoopbackAddress } from '../../auth/client-ip';
import type { AppEnv } from '../../core/context';
import { escapeHtml } from '../../core/escape-html';

const SHOWN = 100;

/** Every mail of the outbox, links clickable, newest first, to callers on this machine only. */
export const readMailbox: Handler<AppEnv> = async (c) => {
  // Reset and invitation links are in here: only someone at this machine may read them.
  if (!isLoopbackAddress(c.get('clientIp'))) return c.notFound();
  const mails = await c
    .get('deps')
    .db.select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.created_at))
    .limit(SHOWN);
  const items = mails
    .map(
      (mail) => `<article>
  <header><h2>${escapeHtml(mail.subject)}</h2>
  <p>To <strong>${escapeHtml(mail.to)}</strong> · ${mail.created_at.toISOString()} · ${
    mail.sent_at ? 'delivered' : `waiting (attempts ${mail.attempts})`
  }</p></header>
  <div class="body">${bodyOf(mail.html)}</div>
</article>`,
    )
    .join('\n');
  return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Dev mailbox | Orion Transit & Custody</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}main{max-width:760px;margin:0 auto;padding:24px}article{background:#fff;border:1px solid #cbd5e1;border-radius:8px;padding:16px;margin:16px 0}h2{font-size:18px;margin:0}</style></head>
<body><main><h1>Development mailbox</h1>
<p>Mails the app sent, newest first (the last ${SHOWN}). Only in development, without SMTP_URL.</p>
${items || '<p>No mail yet.</p>'}
</main></body></html>`);
};

/** Our templates are whole documents; the mailbox shows what is inside their body. */
function bodyOf(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
}
