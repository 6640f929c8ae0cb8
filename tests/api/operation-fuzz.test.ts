import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromAddress } from '../helpers/caller-address';
import { signIn, signInAdmin, signInDemoClient } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';
import { signInAdminWithoutSecondFactor } from '../helpers/two-factor-accounts';

/**
 * Every operation the OpenAPI document describes, sent what an attacker sends: ids that are not
 * ids, text that cannot be stored, numbers past any range, wrong types in every body field, bodies
 * nested thousands of levels, the wrong content type, fields the caller may not set. Each is sent
 * as anyone, a client, an administrator without the second factor and staff. Whatever the answer,
 * it is never a 500 and never carries a stack trace.
 */

const server = useTestServer({ seed: true });
const callers: Record<'anonymous' | 'client' | 'halfTrusted' | 'staff', () => SignedIn | null> = {
  anonymous: () => null,
  client: () => client,
  halfTrusted: () => halfTrusted,
  staff: () => staff,
};
let client: SignedIn;
let halfTrusted: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  client = await signInDemoClient(server, 'amelia');
  halfTrusted = await signInAdminWithoutSecondFactor(server, 'fuzzed');
  staff = await signInAdmin(server);
});

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** One request of the fuzz: a path with its query, and the body with its content type. */
type Attempt = { label: string; path: string; body?: string; contentType?: string };

const NUL = '\u0000';
const HUGE = 'A'.repeat(100_000);
const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** Path segments that are not what a route expects, percent-encoded as a caller would send them. */
const BAD_SEGMENTS = [
  'not-a-uuid',
  randomUUID(),
  'A'.repeat(3_000),
  '%00',
  '%ED%A0%80',
  '%F0%9F%92%A9',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  "1'%20OR%20'1'%3D'1",
];

const BAD_QUERY_VALUES = [
  '',
  'A'.repeat(5_000),
  '-1',
  '1e309',
  '99999999999999999999',
  'null',
  '%00',
  '%ED%A0%80',
  '[object%20Object]',
];

/** Values of a wrong type or past any limit for a body field. */
const BAD_FIELD_VALUES: unknown[] = [
  null,
  12345,
  -1,
  1e308,
  true,
  HUGE,
  `x${NUL}y`,
  {},
  [],
  ['x'],
  { $gt: '' },
];

/** Fields no caller may set, whatever the route: what mass assignment tries. */
const FORBIDDEN_FIELDS = {
  id: randomUUID(),
  role: 'admin',
  client_id: randomUUID(),
  user_id: randomUUID(),
  emailVerified: true,
  twoFactorEnabled: false,
  created_at: '2000-01-01T00:00:00Z',
  __proto__: { polluted: true },
  constructor: { prototype: { polluted: true } },
};

/** A stand-in for a path parameter a route can read, so only the one under test is bad. */
function plausible(name: string): string {
  if (name === 'number') return 'OTC1763380800005';
  if (name === 'file') return 'shipments.csv';
  if (name === 'bundle') return 'index.js';
  if (name === 'token') return 'not-a-token';
  return randomUUID();
}

function resolve(document: Document, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    current = document.components.schemas[current.$ref.split('/').pop()!] ?? {};
  }
  return current;
}

function propertiesOf(document: Document, schema: Schema | undefined): string[] {
  const resolved = resolve(document, schema);
  const names = new Set(Object.keys(resolved.properties ?? {}));
  for (const part of [
    ...(resolved.anyOf ?? []),
    ...(resolved.oneOf ?? []),
    ...(resolved.allOf ?? []),
  ]) {
    for (const name of propertiesOf(document, part)) names.add(name);
  }
  return [...names];
}

/** Every bad request of one operation: its path, its query and its body, one part at a time. */
function attemptsOf(document: Document, pattern: string, operation: Operation): Attempt[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const pathWith = (bad: Record<string, string> = {}) =>
    pattern.replace(/\{(\w+)\}/g, (_, name: string) => bad[name] ?? plausible(name));
  const attempts: Attempt[] = [{ label: 'plausible', path: pathWith() }];
  for (const name of pathParams) {
    for (const value of BAD_SEGMENTS) {
      attempts.push({
        label: `path ${name}=${value.slice(0, 20)}`,
        path: pathWith({ [name]: value }),
      });
    }
  }
  for (const { name } of parameters.filter((p) => p.in === 'query')) {
    for (const value of BAD_QUERY_VALUES) {
      attempts.push({
        label: `query ${name}=${value.slice(0, 20)}`,
        path: `${pathWith()}?${name}=${value}`,
      });
    }
    attempts.push({ label: `query ${name} twice`, path: `${pathWith()}?${name}=1&${name}=2` });
  }
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'];
  const path = pathWith();
  const raw = (label: string, body: string, contentType = 'application/json') =>
    attempts.push({ label, path, body, contentType });
  if (json) {
    for (const body of [
      '',
      'null',
      '[]',
      '"text"',
      '1',
      '{',
      '{"a":',
      deep(4_000),
      `[${'['.repeat(5_000)}`,
    ]) {
      raw(`body ${body.slice(0, 12)}`, body);
    }
    raw('body as text/plain', '{}', 'text/plain');
    raw('body as a form', 'a=1', 'application/x-www-form-urlencoded');
    raw('forbidden fields', JSON.stringify(FORBIDDEN_FIELDS));
    raw(
      'prototype pollution',
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
    );
    for (const field of propertiesOf(document, json.schema)) {
      for (const value of BAD_FIELD_VALUES) {
        raw(
          `field ${field}=${JSON.stringify(value)?.slice(0, 20)}`,
          JSON.stringify({ [field]: value }),
        );
      }
    }
  }
  if (content['multipart/form-data']) {
    raw('form as JSON', '{}');
    raw('form without its boundary', '--x\r\n', 'multipart/form-data');
    raw(
      'form cut short',
      '--x\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n\xff\xd8',
      'multipart/form-data; boundary=x',
    );
    raw(
      'form of text',
      '--x\r\nContent-Disposition: form-data; name="files"\r\n\r\nhello\r\n--x--\r\n',
      'multipart/form-data; boundary=x',
    );
  }
  return attempts;
}

async function send(caller: SignedIn | null, method: string, attempt: Attempt): Promise<Response> {
  const headers: Record<string, string> = { origin: server.url };
  if (caller) headers.cookie = caller.sessionCookie;
  if (attempt.contentType) headers['content-type'] = attempt.contentType;
  // As Node's HTTP server sees a body: framed by its length (a Request made here carries none).
  if (attempt.body !== undefined)
    headers['content-length'] = String(Buffer.byteLength(attempt.body));
  // A fresh address each time: the per-address limits would otherwise answer most of the fuzz 429.
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  return server.app.fetch(
    new Request(`${server.url}${attempt.path}`, {
      method: method.toUpperCase(),
      headers,
      body: attempt.body,
    }),
    fromAddress(address),
  );
}

/** The answer's text; a stream (Server-Sent Events) is closed after its headers. */
async function bodyOf(response: Response): Promise<string> {
  if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    await response.body?.cancel();
    return '';
  }
  return response.text();
}

/** A caller whose session a route ended (sign-out, revoke) signs in again, as a person would. */
async function stillSignedIn(name: keyof typeof callers): Promise<void> {
  const caller = callers[name]();
  if (!caller) return;
  const me = await send(caller, 'get', { label: 'me', path: '/api/account/me' });
  await me.arrayBuffer();
  if (me.status === 200) return;
  if (name === 'client') client = await signInDemoClient(server, 'amelia');
  else if (name === 'staff') staff = await signInAdmin(server);
  else halfTrusted = await signIn(server, halfTrusted.email, 'fuzzed-Unenrolled-Admin-1');
}

describe('a fuzz of every documented operation', () => {
  it('answers every attempt without a 500 or a stack trace', { timeout: 600_000 }, async () => {
    const document = (await (await server.client().get('/api/openapi.json')).json()) as Document;
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let operations = 0;
    let requests = 0;
    for (const [pattern, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        // Past the guard a caller reaches validation and work; the guard stops the others.
        for (const name of Object.keys(callers) as (keyof typeof callers)[]) {
          for (const attempt of attemptsOf(document, pattern, operation)) {
            const response = await send(callers[name](), method, attempt);
            const text = await bodyOf(response);
            requests += 1;
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status >= 500 || /\bat \S+ \(|node:internal|\.ts:\d+/.test(text)) {
              failures.push(
                `${method.toUpperCase()} ${pattern} as ${name}, ${attempt.label}: ${response.status} ${text.slice(0, 160)}`,
              );
            }
          }
          await stillSignedIn(name);
        }
      }
    }
    const summary = {
      operations,
      requests,
      statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    };
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/operation-fuzz.json', `${JSON.stringify(summary, null, 2)}\n`);
    expect(failures).toEqual([]);
    // Proof the fuzz reached the routes: most operations, thousands of requests, answers of every kind.
    expect(operations).toBeGreaterThan(100);
    expect(requests).toBeGreaterThan(8_000);
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 404]));
  });
});
