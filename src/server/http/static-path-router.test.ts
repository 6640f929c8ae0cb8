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
