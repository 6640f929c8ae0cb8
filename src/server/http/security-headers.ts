const contentSecurityPolicy = (scriptSources: string, imageSources = '') =>
  [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    // React and radix set style attributes; no script may be inline, styles may.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${imageSources}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

type Header = readonly [name: string, value: string];

/** The origin a `{z}/{x}/{y}` tile template's tiles come from (a template the config checked). */
function tilesOrigin(template: string): string {
  return new URL(template.replace('{z}', '0').replace('{x}', '0').replace('{y}', '0')).origin;
}

/**
 * The security headers on every answer, set once per request by the Node listener
 * (http/node-listener.ts); an answer that sets one itself keeps its own. With MAP_TILES_URL the
 * live maps' images may also come from the tile server's origin, and from no other (decision 081).
 */
export const securityHeaders = (mapTilesUrl?: string): readonly Header[] => [
  [
    'Content-Security-Policy',
    contentSecurityPolicy("'self'", mapTilesUrl ? ` ${tilesOrigin(mapTilesUrl)}` : ''),
  ],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

/**
 * The crew app's pages (decision 077): its seal scanner compiles a WebAssembly decoder where the
 * browser has no BarcodeDetector, and it asks for the camera and the device's position. No other
 * page may do either. It draws no map, so no tile server's images.
 */
export const CREW_APP_HEADERS: readonly Header[] = [
  ['Content-Security-Policy', contentSecurityPolicy("'self' 'wasm-unsafe-eval'")],
  ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=(self)'],
];

/** Production only: over plain HTTP in development it would pin browsers to an HTTPS that is not there. */
export const STRICT_TRANSPORT_SECURITY: Header = [
  'Strict-Transport-Security',
  'max-age=31536000; includeSubDomains',
];
