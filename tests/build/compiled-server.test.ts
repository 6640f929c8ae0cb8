import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY } from '../../scripts/build';
import { startCompiledServer, type CompiledServer } from '../helpers/compiled-server';

/**
 * What `npm start` runs (decision 035): the server compiled into dist/server, started with plain
 * `node` (this process's, so CI's Node 24 stage runs it on Node 24) and no TypeScript loader. The
 * build is redone here only when its inputs changed, so a broken build fails this file.
 */
describe('the compiled server', () => {
  let server: CompiledServer;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startCompiledServer({ SEED_DEMO: 'false' });
    baseUrl = `http://127.0.0.1:${server.port}`;
  });

  afterAll(async () => {
    await server?.cleanUp();
  });

  it('answers its health check after running the migrations from drizzle/', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: { status: 'up', kind: process.env.DATABASE_URL ? 'server' : 'embedded' },
    });
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "makes its new embedded database from the build's template (decision 047)",
    () => {
      expect(server.output()).toContain("new embedded database loaded from the build's template");
    },
  );

  it('finds the packages it reads from node_modules at run time', async () => {
    // The API reference reads Swagger UI's browser build through import.meta.resolve.
    const page = await fetch(`${baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    const script = /src="([^"]*swagger-ui-[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    expect((await fetch(new URL(script!, `${baseUrl}/api/docs/`))).status).toBe(200);
  });

  it('has a source map, so stack traces name the .ts lines', () => {
    const map = JSON.parse(readFileSync(`${SERVER_ENTRY}.map`, 'utf8')) as { sources: string[] };
    expect(map.sources.some((source) => source.endsWith('src/server/main.ts'))).toBe(true);
  });
});
