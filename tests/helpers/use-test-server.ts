import { afterAll, beforeAll } from 'vitest';
import { startTestServer } from './test-server';
import type { TestServer, TestServerOptions } from './test-server';

/**
 * The test server of a file or a describe block: started before its tests, stopped after them.
 * Declared above the hooks that use it, it starts before them and stops after them (Vitest runs
 * after-hooks in reverse). The handle is filled in when the server has started, so tests and hooks
 * read it, not the file's top level. `options` may be made then too, for a server that needs
 * something done first.
 */
export function useTestServer(
  options: TestServerOptions | (() => TestServerOptions | Promise<TestServerOptions>) = {},
): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(
      server,
      await startTestServer(typeof options === 'function' ? await options() : options),
    );
  });
  afterAll(async () => {
    // Nothing to stop when the server never started; its failure is the one to read.
    if ('stop' in server) await server.stop();
  });
  return server;
}
