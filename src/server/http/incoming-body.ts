import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { AppError } from '../core/errors';

export const TOO_LARGE_MESSAGE = 'The request is too large.';

const CUT_MESSAGE = 'The request body was not received whole.';

/**
 * The body of a request that came through Node's server, read from Node's own message up to
 * `maxBytes` and decoded as `Request.text()` decodes it (UTF-8, a leading byte order mark dropped),
 * then kept where `c.req.text()` and `c.req.json()` look first. Through `c.req.text()`,
 * @hono/node-server builds a whole Request with its AbortSignal and reads it as a web stream: about
 * a tenth of the Node time of a small JSON write (decision 060).
 */
export function readIncomingBody(
  c: Context,
  incoming: IncomingMessage,
  maxBytes: number,
): Promise<string> {
  if (Number(incoming.headers['content-length']) > maxBytes) {
    return Promise.reject(new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE));
  }
  const text = new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (answer: () => void) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onCut).off('close', onCut);
      answer();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      settle(() => reject(new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE)));
      // The rest of the body is read and dropped, so the answer still reaches the caller.
      incoming.resume();
    };
    const onEnd = () =>
      settle(() => resolve(new TextDecoder().decode(Buffer.concat(chunks, size))));
    // Closed before its end: the caller went away mid-body.
    const onCut = () => settle(() => reject(new AppError('BAD_REQUEST', CUT_MESSAGE)));
    incoming.on('data', onData).once('end', onEnd).once('error', onCut).once('close', onCut);
  });
  // Hono keeps each body as the promise of it, whatever its type says.
  (c.req.bodyCache as { text?: Promise<string> }).text = text;
  return text;
}
