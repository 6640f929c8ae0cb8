import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Handler } from 'hono';
import type { AppEnv } from '../../core/context';

/**
 * Swagger UI's browser build, served from our origin: no CDN, no inline script (decision 055).
 * swagger-ui-dist has no Node floor, so installing it prints no engine warning on Node 20.
 */
const SWAGGER_DIR = dirname(fileURLToPath(import.meta.resolve('swagger-ui-dist/package.json')));
const SWAGGER_VERSION = (
  JSON.parse(readFileSync(join(SWAGGER_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * What the page starts Swagger UI with: our document only, every operation listed with its
 * summary and every schema named, and no call to swagger.io's online validator.
 */
function initScript(openApiPath: string): string {
  const options = {
    url: openApiPath,
    dom_id: '#api-reference',
    docExpansion: 'list',
    defaultModelsExpandDepth: 1,
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
  };
  return `window.addEventListener('load', function () {\n  window.ui = SwaggerUIBundle(${JSON.stringify(options)});\n});\n`;
}

/** A file the page loads: what it is, and how to read it. */
type Source = { contentType: string; read: () => Uint8Array<ArrayBuffer> };

/** A file as it is answered, read and compressed once. */
type Asset = { contentType: string; raw: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> };

const JAVASCRIPT = 'text/javascript; charset=utf-8';

/** The files the page loads, by the name it asks for (each name carries a version or a digest). */
function sourcesOf(openApiPath: string) {
  const init = initScript(openApiPath);
  const digest = createHash('sha256').update(init).digest('hex').slice(0, 12);
  const fromPackage = (file: string) => () => new Uint8Array(readFileSync(join(SWAGGER_DIR, file)));
  const names = {
    script: `swagger-ui-${SWAGGER_VERSION}.js`,
    styles: `swagger-ui-${SWAGGER_VERSION}.css`,
    init: `init-${digest}.js`,
  };
  const sources = new Map<string, Source>([
    [names.script, { contentType: JAVASCRIPT, read: fromPackage('swagger-ui-bundle.js') }],
    [names.styles, { contentType: 'text/css; charset=utf-8', read: fromPackage('swagger-ui.css') }],
    [names.init, { contentType: JAVASCRIPT, read: () => new TextEncoder().encode(init) }],
  ]);
  return { sources, names };
}

/** The page and the files it loads, for the document at `openApiPath` (decision 055). */
export function apiDocsHandlers(openApiPath: string): {
  page: Handler<AppEnv>;
  bundle: Handler<AppEnv, '/:bundle'>;
} {
  const { sources, names } = sourcesOf(openApiPath);
  // Read and compressed on the first visit only: the bundle is 1.7 MB, 0.46 MB gzipped.
  const loaded = new Map<string, Asset>();
  const assetNamed = (name: string): Asset | undefined => {
    const source = sources.get(name);
    if (!source) return undefined;
    let asset = loaded.get(name);
    if (!asset) {
      const raw = source.read();
      asset = { contentType: source.contentType, raw, gzip: new Uint8Array(gzipSync(raw)) };
      loaded.set(name, asset);
    }
    return asset;
  };
  // The app's icon named here: without it the browser asks for /favicon.ico, which is a 404.
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference | Orion Transit &amp; Custody</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/api/docs/${names.styles}">
</head>
<body>
<main id="api-reference"></main>
<script src="/api/docs/${names.script}"></script>
<script src="/api/docs/${names.init}"></script>
</body>
</html>`;

  return {
    page: (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(page);
    },
    bundle: (c) => {
      const asset = assetNamed(c.req.param('bundle'));
      if (!asset) return c.notFound();
      const gzipped = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
      c.header('Content-Type', asset.contentType);
      // Each name carries Swagger UI's version or the digest of what it holds: a new one is a new address.
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      c.header('Vary', 'Accept-Encoding');
      if (gzipped) c.header('Content-Encoding', 'gzip');
      return c.body(gzipped ? asset.gzip : asset.raw);
    },
  };
}
