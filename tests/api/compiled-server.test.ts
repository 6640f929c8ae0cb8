import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, SERVER_ENTRY } from '../../scripts/build';
import { openTestDatabase } from '../helpers/test-database';

/**
 * What `npm start` runs (decision 035): the server compiled into dist/server, started with plain
 * `node` (this process's, so CI's Node 24 stage runs it on Node 24) and no TypeScript loader. The
 * build is redone here only when its inputs changed, so a broken build fails this file.
 */
describe('the compiled server', () => {
  let child: ChildProcessWithoutNullStreams;
  let baseUrl: string;
  let closeDatabase: (() => Promise<void>) | undefined;
  let output = '';

  beforeAll(async () => {
    ensureServerBuild();
    // On PostgreSQL (CI), a database of its own; else the embedded one in a fresh folder.
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const database = await openTestDatabase();
      databaseUrl = database.url;
      closeDatabase = () => database.close();
    }
    const { DATABASE_URL: _omit, ...env } = process.env;
    child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
      env: {
        ...env,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        NODE_OPTIONS: '',
        PORT: '0',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'otc-compiled-')),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
    });
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((text) => text.includes('"listening"'));
        if (line) resolve((JSON.parse(line) as { port: number }).port);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    });
    baseUrl = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await closeDatabase?.();
  });

  it('answers its health check after running the migrations from drizzle/', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: { status: 'up', kind: process.env.DATABASE_URL ? 'server' : 'embedded' },
    });
  });

  it('finds the packages it reads from node_modules at run time', async () => {
    // The API reference reads Scalar's browser build through import.meta.resolve.
    const page = await fetch(`${baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    const script = /src="([^"]*scalar-[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    expect((await fetch(new URL(script!, `${baseUrl}/api/docs/`))).status).toBe(200);
  });

  it('has a source map, so stack traces name the .ts lines', () => {
    const map = JSON.parse(readFileSync(`${SERVER_ENTRY}.map`, 'utf8')) as { sources: string[] };
    expect(map.sources.some((source) => source.endsWith('src/server/main.ts'))).toBe(true);
  });
});
