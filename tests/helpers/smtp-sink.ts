import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Each header as sent, unfolded, by its lower-case name. */
  headers: Record<string, string>;
  /** When the sink accepted it (ms since the epoch). */
  receivedAt: number;
};

/** A real SMTP server on loopback that keeps what it receives, for tests to read. */
export type SmtpSink = {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Fails the next `count` deliveries with a temporary error, to exercise retries. */
  failNext(count: number): void;
  waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (failures > 0) {
        failures -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            receivedAt: Date.now(),
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', '),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    mails,
    failNext(count) {
      failures = count;
    },
    async waitForMail(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(
        `no matching mail within ${timeoutMs} ms; received: ${mails.map((m) => `${m.to}: ${m.subject}`).join(' | ') || 'none'}`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with the given prefix. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return link;
}
