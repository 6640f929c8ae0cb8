import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild, SERVER_ENTRY } from '../../scripts/build';
import { ensureDatabaseTemplate } from '../../scripts/database-template';
import { freePort } from '../../scripts/lib/free-port';
import { openTestDatabase } from './test-database';

/** The compiled server (`dist/server/main.js`) running in a process of its own. */
export type CompiledServer = {
  child: ChildProcessWithoutNullStreams;
  port: number;
  /** What it printed so far, stdout and stderr. */
  output(): string;
  /** Its process gone (SIGKILL if still running) and its PostgreSQL database dropped. */
  cleanUp(): Promise<void>;
};

/**
 * Starts what `npm start` runs, with plain `node` (this process's, so CI's Node 24 stage runs it
 * on Node 24), on a fresh data folder, or a database of its own on CI's PostgreSQL. The build (and
 * the new database's template) is redone only when its inputs changed, so a broken build fails
 * the caller. Resolves once it listens; APP_URL names its port, so same-origin writes can be sent.
 */
export async function startCompiledServer(env: Record<string, string>): Promise<CompiledServer> {
  ensureServerBuild();
  await ensureDatabaseTemplate();
  let databaseUrl: string | undefined;
  let closeDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const database = await openTestDatabase();
    databaseUrl = database.url;
    closeDatabase = () => database.close();
  }
  const port = await freePort();
  const { DATABASE_URL: _omit, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    env: {
      ...inherited,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      NODE_OPTIONS: '',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'otc-compiled-')),
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"listening"')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return {
    child,
    port,
    output: () => output,
    async cleanUp() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      await closeDatabase?.();
    },
  };
}
