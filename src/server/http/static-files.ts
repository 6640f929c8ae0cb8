import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

const HTML = 'text/html; charset=utf-8';

const CONTENT_TYPES: Record<string, string> = {
  '.html': HTML,
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** A file's bytes as read once at start; answers send these very bytes, never a copy. */
type Bytes = Uint8Array<ArrayBuffer>;
export type StaticFile = { type: string; identity: Bytes; br?: Bytes; gzip?: Bytes };

/** An HTML page made at run time, compressed as the build compresses its files. */
export function htmlFile(html: string, brotliQuality?: number): StaticFile {
  const identity = Buffer.from(html);
  const params = brotliQuality ? { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } : {};
  return {
    type: HTML,
    identity: bytesOf(identity),
    br: bytesOf(brotliCompressSync(identity, { params })),
    gzip: bytesOf(gzipSync(identity)),
  };
}

/** A file in the encoding the browser accepts best, with its type and caching. */
export function sendStaticFile(c: Context, file: StaticFile, cacheControl: string) {
  const accepted = c.req.header('accept-encoding') ?? '';
  const [body, encoding] =
    file.br && /\bbr\b/.test(accepted)
      ? [file.br, 'br']
      : file.gzip && /\bgzip\b/.test(accepted)
        ? [file.gzip, 'gzip']
        : [file.identity, undefined];
  c.header('Content-Type', file.type);
  c.header('Cache-Control', cacheControl);
  if (file.br || file.gzip) c.header('Vary', 'Accept-Encoding', { append: true });
  if (encoding) c.header('Content-Encoding', encoding);
  return c.req.method === 'HEAD' ? c.body(null) : c.body(body);
}

/** Every file of the built web app, with the .br and .gz siblings the build wrote beside it. */
export function loadStaticFiles(webRoot: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(webRoot)) return files;
  for (const path of walk(webRoot)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const urlPath = '/' + relative(webRoot, path).split(sep).join('/');
    files.set(urlPath, {
      type: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      identity: bytesOf(readFileSync(path)),
      br: existsSync(`${path}.br`) ? bytesOf(readFileSync(`${path}.br`)) : undefined,
      gzip: existsSync(`${path}.gz`) ? bytesOf(readFileSync(`${path}.gz`)) : undefined,
    });
  }
  return files;
}

/**
 * A Buffer's bytes as a Uint8Array of their own, copied once at start (a small Buffer may be a slice
 * of Node's shared pool), so each answer sends it as it is instead of copying it per request.
 */
function bytesOf(buffer: Buffer): Bytes {
  return new Uint8Array(buffer);
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
