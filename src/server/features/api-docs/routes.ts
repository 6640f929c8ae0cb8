import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import type { AppEnv } from '../../core/context';
import { escapeHtml } from '../../core/escape-html';

/** Scalar's self-contained browser build, served from our origin: no CDN, no inline script. */
const scalarEntry = fileURLToPath(import.meta.resolve('@scalar/api-reference'));
const SCALAR_BUNDLE = join(dirname(scalarEntry), 'browser', 'standalone.js');
const SCALAR_VERSION = (
  JSON.parse(readFileSync(join(dirname(scalarEntry), '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const SCALAR_PATH = `scalar-${SCALAR_VERSION}.js`;

let bundle: { raw: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> } | undefined;

/** Read and compressed once, on the first visit to the reference: 3.5 MB, about 1 MB gzipped. */
function scalarBundle() {
  bundle ??= (() => {
    // Copied once into arrays of their own, so no answer copies them again.
    const raw = new Uint8Array(readFileSync(SCALAR_BUNDLE));
    return { raw, gzip: new Uint8Array(gzipSync(raw)) };
  })();
  return bundle;
}

/** The API reference page (decision 025): the OpenAPI document, drawn by Scalar. */
export function apiDocsRoutes({ openApiPath }: { openApiPath: string }) {
  // Only what reads our document: no hosted fonts, AI agent, MCP generator, telemetry or
  // developer toolbar, each of which would reach Scalar's services.
  const configuration = escapeHtml(
    JSON.stringify({
      url: openApiPath,
      withDefaultFonts: false,
      hideClientButton: true,
      // Every endpoint listed and drawn at once, so a reader can search the whole page.
      defaultOpenAllTags: true,
      showDeveloperTools: 'never',
      agent: { disabled: true },
      mcp: { disabled: true },
      telemetry: false,
    }),
  );
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference | Orion Transit &amp; Custody</title>
</head>
<body>
<div id="api-reference" data-configuration="${configuration}"></div>
<script src="/api/docs/${SCALAR_PATH}"></script>
</body>
</html>`;

  return new Hono<AppEnv>()
    .get('/', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(page);
    })
    .get('/:bundle', (c) => {
      if (c.req.param('bundle') !== SCALAR_PATH) return c.notFound();
      const { raw, gzip } = scalarBundle();
      const gzipped = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      // The name carries the version: a new Scalar is a new address.
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      c.header('Vary', 'Accept-Encoding');
      if (gzipped) c.header('Content-Encoding', 'gzip');
      return c.body(gzipped ? gzip : raw);
    });
}
