import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabaseTemplate } from '../../scripts/database-template';
import { queryRows, type Db } from '../../src/server/db/client';
import { openDatabase } from '../../src/server/db/open-database';
import {
  databaseTemplatePath,
  MIGRATIONS_FOLDER,
  templateForNewDatabase,
} from '../../src/server/db/database-template';
import { appSettings } from '../../src/server/db/schema';

/**
 * Decision 047: a new embedded database is loaded from the build's template instead of being made
 * by PGlite's initdb and migrated. The two must be the same database, a data directory that holds
 * one is never loaded over, and a template of other migrations is never taken.
 */

/** How many migrations the repository holds, as drizzle-kit's journal lists them. */
const MIGRATION_COUNT = (
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const temporary: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'otc-template-'));
  temporary.push(dir);
  return dir;
};

beforeAll(async () => {
  await ensureDatabaseTemplate();
});

afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** Every table, column, constraint, index, trigger, function and extension, and every row. */
async function everything(db: Db) {
  const catalog = await queryRows(
    db,
    sql`select
      (select json_agg(c order by table_schema, table_name, ordinal_position)
         from (select table_schema, table_name, column_name, ordinal_position, data_type,
                      is_nullable, column_default
                 from information_schema.columns
                where table_schema in ('public', 'drizzle')) c) as columns,
      (select json_agg(i order by schemaname, indexname)
         from (select schemaname, indexname, indexdef from pg_indexes
                where schemaname in ('public', 'drizzle')) i) as indexes,
      (select json_agg(k order by conname, def)
         from (select conname, pg_get_constraintdef(oid) as def from pg_constraint
                where connamespace = 'public'::regnamespace) k) as constraints,
      (select json_agg(t order by tgname, def)
         from (select tgname, pg_get_triggerdef(oid) as def from pg_trigger
                where not tgisinternal) t) as triggers,
      (select json_agg(f order by proname, def)
         from (select proname, pg_get_functiondef(oid) as def from pg_proc
                where pronamespace = 'public'::regnamespace and prokind = 'f') f) as functions,
      (select json_agg(e order by extname)
         from (select extname, extversion from pg_extension) e) as extensions`,
  );
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
         where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
         order by 1`,
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables) {
    rows[name] = await queryRows(db, sql.raw(`select * from ${name} order by 1`));
  }
  return { catalog, rows };
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the new embedded database template', () => {
  it('is the very database that initdb and the migrations make', async () => {
    const made = await PGlite.create({ extensions: { pg_trgm } });
    const reference = drizzle(made) as unknown as Db;
    await migrate(drizzle(made), { migrationsFolder: MIGRATIONS_FOLDER });
    const loaded = await openDatabase({ dataDir: undefined });
    try {
      expect(loaded.fromTemplate).toBe(true);
      const [expected, actual] = [await everything(reference), await everything(loaded.db)];
      // Proof that the comparison sees something: the tables, the triggers, the migrations.
      expect(Object.keys(expected.rows).length).toBeGreaterThan(20);
      expect(expected.rows['drizzle.__drizzle_migrations']).toHaveLength(MIGRATION_COUNT);
      expect(actual).toEqual(expected);
    } finally {
      await made.close();
      await loaded.close();
    }
  });

  it('makes a new data directory, which later starts resume rather than load again', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    expect(first.fromTemplate).toBe(true);
    await first.db
      .insert(appSettings)
      .values({ setting_key: 'template_test', setting_value: 'kept' });
    await first.close();

    // PGlite refuses to load a tarball over a database, so none is offered once there is one.
    expect(await templateForNewDatabase(join(dataDir, 'pglite'))).toBeUndefined();
    const again = await openDatabase({ dataDir });
    try {
      expect(again.fromTemplate).toBe(false);
      const kept = await queryRows<{ setting_value: string }>(
        again.db,
        sql`select setting_value from app_settings where setting_key = 'template_test'`,
      );
      expect(kept).toEqual([{ setting_value: 'kept' }]);
    } finally {
      await again.close();
    }
  });

  it('is named after the migrations, so a template of others is never taken', () => {
    const folder = join(tempDir(), 'drizzle');
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    expect(databaseTemplatePath(folder)).toBe(databaseTemplatePath());

    const edited = join(folder, '0011_search_page_covering_indexes.sql');
    appendFileSync(edited, '\n-- edited\n');
    const afterEdit = databaseTemplatePath(folder);
    expect(afterEdit).not.toBe(databaseTemplatePath());

    writeFileSync(join(folder, '9999_later.sql'), 'create table later (id int);');
    expect(databaseTemplatePath(folder)).not.toBe(afterEdit);
  });
});
