import { RegExpRouter } from 'hono/router/reg-exp-router';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { StaticPathRouter } from './static-path-router';

/** Routes shaped like ours: wildcard middleware, a fixed segment beside a parameter of one method. */
const ROUTES: [method: string, path: string][] = [
  ['ALL', '*'],
  ['ALL', '/api/*'],
  ['GET', '/api/health/live'],
  ['ALL', '/api/notifications/*'],
  ['GET', '/api/notifications'],
  ['POST', '/api/notifications/read-all'],
  ['POST', '/api/notifications/:notificationId/read'],
  ['GET', '/api/admin/clients/options'],
  ['GET', '/api/admin/clients/:clientId'],
  ['ALL', '/api/*'],
];

function routersWith(routes: [string, string][]) {
  const ours = new StaticPathRouter<string>();
  const trie = new TrieRouter<string>();
  for (const [method, path] of routes) {
    ours.add(method, path, `${method} ${path}`);
    trie.add(method, path, `${method} ${path}`);
  }
  return { ours, trie };
}

describe('StaticPathRouter', () => {
  it('takes the routes that RegExpRouter refuses', () => {
    const regExp = new RegExpRouter<string>();
    expect(() => {
      for (const [method, path] of ROUTES) regExp.add(method, path, path);
      regExp.match('GET', '/');
    }).toThrow();
    expect(() => routersWith(ROUTES).ours.match('GET', '/api/health/live')).not.toThrow();
  });

  it('answers every path as the trie does, the second time too', () => {
    const { ours, trie } = routersWith(ROUTES);
    const requests: [string, string][] = [
      ['GET', '/api/health/live'],
      ['HEAD', '/api/health/live'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/0f8e6b9e-3c51-4f57-9d55-1c1b0f6f3a10/read'],
      ['GET', '/api/admin/clients/options'],
      ['GET', '/api/admin/clients/0f8e6b9e-3c51-4f57-9d55-1c1b0f6f3a10'],
      ['GET', '/api/no-such-path'],
      ['GET', '/'],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [method, path] of requests) {
        expect(ours.match(method, path), `${method} ${path}`).toEqual(trie.match(method, path));
      }
    }
  });

  it('answers paths with parameters as the trie does, whatever their segments', () => {
    const routes: [string, string][] = [
      ...ROUTES,
      ['GET', '/api/track/:number'],
      ['ALL', '/api/admin/*'],
      ['GET', '/api/admin/shipments/:shipmentId/events/:eventId'],
      ['PATCH', '/api/admin/shipments/:shipmentId'],
      ['GET', '/api/admin/*/export'],
      ['GET', '/files/:name/*'],
    ];
    const { ours, trie } = routersWith(routes);
    // Named words where parameters go, empty and repeated segments, unknown and deep paths.
    const segments = [
      'api',
      'admin',
      'track',
      'read-all',
      'read',
      'x',
      'OTC00001',
      '',
      '%41',
      'events',
    ];
    const paths = [
      '/',
      '/api',
      '/api/',
      '//api',
      '/api/track/OTC0000000000000',
      '/api/track/read-all',
    ];
    for (let i = 0; i < 400; i++) {
      const length = 1 + (i % 7);
      const parts = Array.from(
        { length },
        (_, k) => segments[(i * 7 + k * 13 + i * k) % segments.length],
      );
      paths.push(`/${parts.join('/')}`);
      paths.push(`/api/admin/shipments/s${i}/events/e${i}`, `/files/f${i}/a/b`);
    }
    for (let round = 0; round < 2; round++) {
      for (const path of paths) {
        for (const method of ['GET', 'PATCH', 'POST']) {
          expect(ours.match(method, path), `${method} ${path}`).toEqual(trie.match(method, path));
        }
      }
    }
  });

  it('answers paths of one shape from one walk of the trie, each with its own parameters', () => {
    const { ours } = routersWith([...ROUTES, ['GET', '/api/track/:number']]);
    const [first] = ours.match('GET', '/api/track/OTC0000000000001');
    const [second] = ours.match('GET', '/api/track/OTC0000000000002');
    expect(second.map(([handler]) => handler)).toEqual(first.map(([handler]) => handler));
    const route = second.findIndex(([handler]) => handler === 'GET /api/track/:number');
    expect(second[route]![1]).toEqual({ number: 'OTC0000000000002' });
    expect(first[route]![1]).toEqual({ number: 'OTC0000000000001' });
    // The wildcard middleware's empty parameters are the same object: the trie was not asked again.
    expect(second[0]![1]).toBe(first[0]![1]);
  });

  it('asks the trie for every path once a route reads a segment by pattern', () => {
    const routes: [string, string][] = [
      ...ROUTES,
      ['GET', '/api/track/:number{OTC[0-9]+}'],
      ['GET', '/api/track/:other'],
      ['GET', '/api/files/report*'],
    ];
    const { ours, trie } = routersWith(routes);
    for (const path of [
      '/api/track/OTC123',
      '/api/track/abc',
      '/api/files/report-2026',
      '/api/files/x',
    ]) {
      expect(ours.match('GET', path), path).toEqual(trie.match('GET', path));
    }
  });

  it('keeps the answer for a fixed path, not for a path with parameters', () => {
    const { ours } = routersWith(ROUTES);
    expect(ours.match('GET', '/api/health/live')).toBe(ours.match('GET', '/api/health/live'));
    const clientPath = '/api/admin/clients/0f8e6b9e-3c51-4f57-9d55-1c1b0f6f3a10';
    expect(ours.match('GET', clientPath)).not.toBe(ours.match('GET', clientPath));
  });

  it('sees a route added after a path was answered', () => {
    const { ours } = routersWith(ROUTES);
    const before = ours.match('GET', '/api/health/live')[0].map(([handler]) => handler);
    ours.add('GET', '/api/health/*', 'GET /api/health/*');
    const after = ours.match('GET', '/api/health/live')[0].map(([handler]) => handler);
    expect(after).toEqual([...before, 'GET /api/health/*']);
  });
});

describe('StaticPathRouter with an entry', () => {
  const entered = (handler: string) => `entered ${handler}`;
  function enteringRouter() {
    const router = new StaticPathRouter<string>({ enter: entered, otherwise: 'otherwise' });
    for (const [method, path] of ROUTES) router.add(method, path, `${method} ${path}`);
    return router;
  }

  it('enters by the first handler a request matches, and leaves the others and the parameters as the trie has them', () => {
    const router = enteringRouter();
    const { trie } = routersWith(ROUTES);
    const clientPath = '/api/admin/clients/0f8e6b9e-3c51-4f57-9d55-1c1b0f6f3a10';
    for (const [method, path] of [
      ['GET', '/api/health/live'],
      ['GET', clientPath],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      const [[first, ...rest]] = trie.match(method, path) as [[string, object][]];
      expect(router.match(method, path), `${method} ${path}`).toEqual([
        [[entered(first![0]), first![1]], ...rest],
      ]);
    }
  });

  it('answers a request that matches nothing with its otherwise, entered', () => {
    const router = new StaticPathRouter<string>({ enter: entered, otherwise: 'otherwise' });
    router.add('GET', '/api/health/live', 'GET /api/health/live');
    expect(router.match('GET', '/vault')).toEqual([[[entered('otherwise'), {}]]]);
  });
});
