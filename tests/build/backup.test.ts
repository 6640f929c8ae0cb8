import { execFile, spawnSync } from 'node:child_process';
import { createPrivateKey, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { openDatabase } from '../../src/server/db/open-database';
import type { Db } from '../../src/server/db/client';
import { DataDirInUseError } from '../../src/server/db/data-dir-lock';
import { clients, mailOutbox, shipments, users, vaultItems } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/seed/seed-demo';
import { backupEmbedded, restoreEmbedded } from '../../scripts/backup/embedded-backup';
import { pgToolConnection } from '../../scripts/backup/pg-tools';
import { backupServer, restoreServer } from '../../scripts/backup/server-backup';
import { openTestDatabase } from '../helpers/test-database';
import { TEST_AUTH_SECRET, TEST_RECEIPT_SIGNING_KEY } from '../helpers/test-server';

/**
 * `npm run backup` and `npm run restore FILE` on both databases (decision 040). Known rows (the
 * demo company and a few written here) are backed up with the functions the scripts use, restored
 * into a fresh database and found again, table by table; what is not a backup is refused; the
 * embedded database's data directory is locked while a process has it open.
 */

const ROOT = join(import.meta.dirname, '../..');
const SCRIPT_TIMEOUT_MS = 60_000;
const temporary: string[] = [];

function tempDir(): string {
  const directory = mkdtempSync(join(tmpdir(), 'otc-backup-'));
  temporary.push(directory);
  return directory;
}

afterAll(() => {
  for (const directory of temporary) rmSync(directory, { recursive: true, force: true });
});

const TRACKING_NUMBER = 'OTC9000000000001';
const SUBJECT = 'Your shipment to Zürich — “naïve” ✓';

/** The demo company with its year of history, and rows of our own in the tables it leaves empty. */
async function writeKnownRows(db: Db): Promise<void> {
  const seeded = await seedDemo({
    db,
    adminEmail: 'admin@orion-tc.example',
    adminPassword: 'Admin-Test-Password-1',
    authSecret: TEST_AUTH_SECRET,
    signingKey: createPrivateKey(TEST_RECEIPT_SIGNING_KEY),
    history: true,
  });
  expect(seeded).toMatchObject({ seeded: true });
  const [client] = await db.select({ id: clients.id }).from(clients).limit(1);
  await db.insert(shipments).values({
    client_id: client!.id,
    tracking_number: TRACKING_NUMBER,
    origin: 'Genève',
    destination: 'Zürich',
    status: 'in_transit',
    value: 1234567.89,
    weight_kg: 12.5,
    item_description: 'Line one\nline two, with a tab\tand an emoji 📦',
  });
  await db.insert(vaultItems).values({
    client_id: client!.id,
    name: 'Backup test bar',
    category: 'other',
    value: 0.01,
  });
  await db.insert(mailOutbox).values([
    { to: 'a@example.com', subject: SUBJECT, html: '<p>é</p>', text: 'é', headers: { 'X-A': 'b' } },
    { to: 'b@example.com', subject: 'Sent', html: '<p/>', text: '', sent_at: new Date(0) },
  ]);
}

type Snapshot = Record<string, { rows: number; checksum: string }>;

/**
 * Every table's row count and a checksum of all its rows in a fixed order (and the migrations
 * applied): two equal snapshots hold the same rows.
 */
async function snapshot(db: Db): Promise<Snapshot> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
  );
  const result: Snapshot = {};
  for (const { schema, name } of tables) {
    const [row] = await queryRows<{ rows: number; checksum: string }>(
      db,
      sql`select count(*)::int as rows,
                 md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as checksum
          from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
    );
    result[`${schema}.${name}`] = row!;
  }
  return result;
}

/** The rows a reader would look for by name, beside the checksums. */
async function namedRows(db: Db) {
  return {
    users: (await db.select({ email: users.email }).from(users).orderBy(users.email)).map(
      (u) => u.email,
    ),
    shipment: (
      await db.select().from(shipments).where(eq(shipments.tracking_number, TRACKING_NUMBER))
    )[0],
    mail: await db.select().from(mailOutbox).orderBy(mailOutbox.to),
    items: (await db.select({ name: vaultItems.name }).from(vaultItems)).length,
  };
}

function expectSameCounts(counts: Map<string, number>, before: Snapshot) {
  for (const [table, rows] of counts) expect(rows, table).toBe(before[`public.${table}`]?.rows);
  expect(counts.size).toBe(Object.keys(before).filter((t) => t.startsWith('public.')).length);
}

type ScriptRun = { code: number | null; stdout: string; stderr: string };

/** `npm run backup|restore -- ARGS` in a process of its own, as an operator runs it. */
function runScript(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  const { DATABASE_URL: _omit, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      { cwd: ROOT, env: { ...inherited, ...env }, timeout: SCRIPT_TIMEOUT_MS },
      (error, stdout, stderr) => {
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          stdout,
          stderr,
        });
      },
    );
  });
}

const magicOf = (file: string, length: number) => readFileSync(file).subarray(0, length);

describe('the embedded database (PGlite)', () => {
  let source: string;
  let before: Snapshot;
  let beforeNamed: Awaited<ReturnType<typeof namedRows>>;

  beforeAll(async () => {
    source = tempDir();
    const database = await openDatabase({ dataDir: source });
    try {
      await writeKnownRows(database.db);
      before = await snapshot(database.db);
      beforeNamed = await namedRows(database.db);
    } finally {
      await database.close();
    }
  });

  it('restores a backup into a fresh data directory with the same rows', async () => {
    const file = join(tempDir(), 'otc.tar.gz');
    const backup = await backupEmbedded({ dataDir: source, file });
    expect(backup.file).toBe(file);
    expect(backup.bytes).toBe(statSync(file).size);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect([...magicOf(file, 2)]).toEqual([0x1f, 0x8b]);
    expectSameCounts(backup.counts, before);
    expect(backup.counts.get('shipments')).toBeGreaterThan(100);

    const fresh = tempDir();
    const restored = await restoreEmbedded({ dataDir: fresh, file, force: false, now: new Date() });
    expect(restored.movedAside).toBeUndefined();
    expectSameCounts(restored.counts, before);

    const database = await openDatabase({ dataDir: fresh });
    try {
      expect(await snapshot(database.db)).toEqual(before);
      const named = await namedRows(database.db);
      expect(named).toEqual(beforeNamed);
      expect(named.shipment).toMatchObject({ destination: 'Zürich', value: 1234567.89 });
      expect(named.mail.map((m) => m.subject)).toEqual([SUBJECT, 'Sent']);
    } finally {
      await database.close();
    }
  });

  it('refuses a data directory that holds a database unless forced, and then moves it aside', async () => {
    const file = join(tempDir(), 'otc.tar.gz');
    await backupEmbedded({ dataDir: source, file });
    const target = tempDir();
    const other = await openDatabase({ dataDir: target });
    await other.db
      .insert(users)
      .values({ id: crypto.randomUUID(), name: 'Kept', email: 'kept@x.example' });
    await other.close();

    await expect(
      restoreEmbedded({ dataDir: target, file, force: false, now: new Date() }),
    ).rejects.toThrow(`${target} holds a database already: add --force`);

    const now = new Date('2026-02-03T04:05:06.789Z');
    const restored = await restoreEmbedded({ dataDir: target, file, force: true, now });
    const aside = join(target, 'pglite.before-restore-20260203T040506Z');
    expect(restored.movedAside).toBe(aside);
    expect(existsSync(join(aside, 'PG_VERSION'))).toBe(true);
    expectSameCounts(restored.counts, before);

    expect(readdirSync(target).sort()).toEqual([
      'pglite',
      'pglite.before-restore-20260203T040506Z',
    ]);
    // The database moved aside is whole: a copy of it opens with the row written into it.
    const check = tempDir();
    cpSync(aside, join(check, 'pglite'), { recursive: true });
    const kept = await openDatabase({ dataDir: check });
    try {
      expect(await kept.db.select({ email: users.email }).from(users)).toEqual([
        { email: 'kept@x.example' },
      ]);
    } finally {
      await kept.close();
    }
  });

  it('runs as npm run backup and npm run restore, printing the file, its size and the rows', async () => {
    const file = join(tempDir(), 'by-script.tar.gz');
    const backup = await runScript('backup', ['--out', file], { DATA_DIR: source });
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toContain(`Backup written: ${file} (`);
    expect(backup.stdout).toMatch(/ MB\)/);
    expect(backup.stdout).toContain(`shipments ${before['public.shipments']?.rows}`);

    const fresh = tempDir();
    const restore = await runScript('restore', [file], { DATA_DIR: fresh });
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toContain(`Restored ${file} into ${join(fresh, 'pglite')}`);
    expect(restore.stdout).toContain(`mail_outbox ${before['public.mail_outbox']?.rows}`);

    const again = await runScript('restore', [file], { DATA_DIR: fresh });
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(
      `${fresh} holds a database already: add --force to move it aside (to pglite.before-restore-<time>) and restore`,
    );
  });
});

describe('what is not a backup', () => {
  let directory: string;
  const file = (name: string, content: string | Uint8Array) => {
    const path = join(directory, name);
    writeFileSync(path, content);
    return path;
  };

  beforeAll(() => {
    directory = tempDir();
  });

  it('is refused by content, whatever its name, before the data directory is touched', async () => {
    const dataDir = tempDir();
    const restore = (path: string) =>
      restoreEmbedded({ dataDir, file: path, force: true, now: new Date() });
    await expect(restore(join(directory, 'missing.tar.gz'))).rejects.toThrow(
      `No such backup file: ${join(directory, 'missing.tar.gz')}`,
    );
    const text = file('notes.tar.gz', 'not a backup\n');
    await expect(restore(text)).rejects.toThrow(
      `${text} is not a backup: neither a pg_dump archive nor a PGlite data-directory tarball`,
    );
    const otherGzip = file('other.tar.gz', gzipSync(Buffer.alloc(2048)));
    await expect(restore(otherGzip)).rejects.toThrow(
      `${otherGzip} is not a backup: a gzip file, but not of a PGlite database`,
    );
    const dump = file('named-like-pglite.tar.gz', 'PGDMP\u0001\u000e\u0000');
    await expect(restore(dump)).rejects.toThrow('is a pg_dump archive of a PostgreSQL server');
    await expect(restore(directory)).rejects.toThrow(`${directory} is not a file`);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('is refused by the server restore before it connects', async () => {
    const gzip = file('otc.dump', gzipSync('x'));
    await expect(
      restoreServer({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', file: gzip }),
    ).rejects.toThrow(`${gzip} is a backup of the embedded database (PGlite)`);
    const text = file('plain.dump', 'PGDM');
    await expect(
      restoreServer({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', file: text }),
    ).rejects.toThrow(`${text} is not a backup`);
  });

  it('makes npm run restore print one line and exit with 1', async () => {
    const text = file('readme.dump', 'hello');
    const run = await runScript('restore', [text], { DATA_DIR: tempDir() });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      `${text} is not a backup: neither a pg_dump archive nor a PGlite data-directory tarball`,
    ]);
  });
});

describe('the data directory lock', () => {
  it('refuses a second opener, in this process or another, until the first closes', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    try {
      const refusal = `Stop the server first: process ${process.pid} holds the database in ${dataDir}`;
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUseError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(refusal);
      await expect(backupEmbedded({ dataDir, file: join(tempDir(), 'x.tar.gz') })).rejects.toThrow(
        refusal,
      );
      await expect(
        restoreEmbedded({
          dataDir,
          file: join(tempDir(), 'x.tar.gz'),
          force: true,
          now: new Date(),
        }),
      ).rejects.toThrow('No such backup file');

      const run = await runScript('backup', [], { DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([refusal]);
      expect(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')).toMatch(
        new RegExp(`^${process.pid}\\n`),
      );
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    const second = await openDatabase({ dataDir });
    await second.close();
  });

  it('takes over a lock whose process is gone', async () => {
    const dataDir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', ''], { timeout: 10_000 }).pid;
    writeFileSync(join(dataDir, 'pglite.lock'), `${gone}\n1\n`);
    const database = await openDatabase({ dataDir });
    expect(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')).toMatch(
      new RegExp(`^${process.pid}\\n`),
    );
    await database.close();
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  });
});

describe('the connection given to pg_dump and pg_restore', () => {
  it('keeps the password out of the command line, in PGPASSWORD', () => {
    const { args, env } = pgToolConnection('postgres://otc:s%40cret-pw@db.internal:5432/otc');
    expect(args.join(' ')).not.toContain('cret');
    expect(args).toContain('--dbname=postgres://otc@db.internal:5432/otc');
    expect(env.PGPASSWORD).toBe('s@cret-pw');
  });
});

describe.runIf(process.env.DATABASE_URL)('a PostgreSQL server', () => {
  let source: Awaited<ReturnType<typeof openTestDatabase>>;
  let before: Snapshot;
  let beforeNamed: Awaited<ReturnType<typeof namedRows>>;

  beforeAll(async () => {
    source = await openTestDatabase();
    await writeKnownRows(source.db);
    before = await snapshot(source.db);
    beforeNamed = await namedRows(source.db);
  });

  afterAll(async () => {
    await source?.close();
  });

  /** A fresh, empty database on the same server, dropped after `work`. */
  async function withFreshDatabase(work: (url: string) => Promise<void>): Promise<void> {
    const name = `otc_restore_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      await work(url.toString());
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  }

  it('restores a pg_dump archive into a fresh database with the same rows, and again over them', async () => {
    const file = join(tempDir(), 'otc.dump');
    const backup = await backupServer({ databaseUrl: source.url!, file });
    expect(magicOf(file, 5).toString()).toBe('PGDMP');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expectSameCounts(backup.counts, before);

    await withFreshDatabase(async (url) => {
      const restored = await restoreServer({ databaseUrl: url, file });
      expectSameCounts(restored.counts, before);
      // --clean: a second restore over the first replaces its rows rather than failing.
      await restoreServer({ databaseUrl: url, file });
      const database = await openDatabase({ databaseUrl: url });
      try {
        expect(await snapshot(database.db)).toEqual(before);
        expect(await namedRows(database.db)).toEqual(beforeNamed);
      } finally {
        await database.close();
      }
    });
  });

  it('runs as npm run backup without printing the password', async () => {
    const file = join(tempDir(), 'by-script.dump');
    const run = await runScript('backup', ['--out', file], {
      DATABASE_URL: source.url!,
      DATA_DIR: tempDir(),
    });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`Backup written: ${file} (`);
    expect(run.stdout).toContain(`vault_items ${before['public.vault_items']?.rows}`);
    const password = decodeURIComponent(new URL(source.url!).password);
    if (password) expect(run.stdout).not.toContain(`:${password}@`);
    expect(magicOf(file, 5).toString()).toBe('PGDMP');
  });
});
