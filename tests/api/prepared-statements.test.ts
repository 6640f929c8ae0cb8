import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/client';
import { preparedStatement } from '../../src/server/db/prepared';
import { appSettings, liveEvents } from '../../src/server/db/schema';
import { publishLiveEvents } from '../../src/server/live/publish-live-event';
import { openTestDatabase } from '../helpers/test-database';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('prepared statements', () => {
  it('are built once and answer with the values given to each execution', async () => {
    await database.db.insert(appSettings).values([
      { setting_key: 'prepared_a', setting_value: 'first' },
      { setting_key: 'prepared_b', setting_value: 'second' },
    ]);
    let built = 0;
    const settingByKey = preparedStatement('test_setting_by_key', (db) => {
      built += 1;
      return db
        .select({ value: appSettings.setting_value })
        .from(appSettings)
        .where(eq(appSettings.setting_key, sql.placeholder('key')));
    });
    const a = await settingByKey(database.db).execute({ key: 'prepared_a' });
    const b = await settingByKey(database.db).execute({ key: 'prepared_b' });
    const none = await settingByKey(database.db).execute({ key: 'prepared_none' });
    expect([a, b, none]).toEqual([[{ value: 'first' }], [{ value: 'second' }], []]);
    expect(built).toBe(1);
  });

  it('refuse a name given twice, which PostgreSQL would confuse on one connection', () => {
    const build = (db: Database['db']) => db.select().from(appSettings);
    preparedStatement('test_twice', build);
    expect(() => preparedStatement('test_twice', build)).toThrow(/defined twice/);
  });
});

describe.runIf(process.env.DATABASE_URL)('statements on a PostgreSQL server', () => {
  /** The statements this connection has prepared, read in the same transaction. */
  const preparedHere = (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) =>
    queryRows<{ name: string; statement: string }>(
      tx,
      sql`select name, statement from pg_prepared_statements`,
    );

  it('go named by their text when they carry values, and plainly when they do not', async () => {
    await database.db.transaction(async (tx) => {
      const withValues = tx
        .select({ key: appSettings.setting_key })
        .from(appSettings)
        .where(inArray(appSettings.setting_key, ['prepared_a', 'prepared_b']))
        .orderBy(asc(appSettings.setting_key));
      expect(await withValues).toEqual([{ key: 'prepared_a' }, { key: 'prepared_b' }]);
      // The same text again reuses the statement: still one of that text.
      await withValues;
      await tx.execute(sql`select 'no values here' as plain`);
      const prepared = await preparedHere(tx);
      const text = withValues.toSQL().sql;
      const ofText = prepared.filter((row) => row.statement === text);
      expect(ofText).toHaveLength(1);
      expect(ofText[0]!.name).toMatch(/^q_[A-Za-z0-9_-]{32}$/);
      expect(prepared.some((row) => row.statement.includes('no values here'))).toBe(false);
    });
  });
});

describe('live events', () => {
  it('are written in one statement, in the order given, each with a larger id', async () => {
    const topics = ['test:one', 'test:two', 'test:three'];
    await database.db.transaction(async (tx) => {
      await publishLiveEvents(
        tx,
        topics.map((topic, index) => ({ topic, kind: 'test_event', payload: { index } })),
      );
    });
    const rows = await database.db
      .select({ topic: liveEvents.topic, payload: liveEvents.payload })
      .from(liveEvents)
      .where(inArray(liveEvents.topic, topics))
      .orderBy(asc(liveEvents.id));
    expect(rows).toEqual(topics.map((topic, index) => ({ topic, payload: { index } })));
  });

  it('are not written when the change they announce rolls back, nor when there are none', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await publishLiveEvents(tx, [
          { topic: 'test:rolled-back', kind: 'test_event', payload: {} },
        ]);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const before = await database.db.select({ id: liveEvents.id }).from(liveEvents);
    await publishLiveEvents(database.db, []);
    const after = await database.db.select({ id: liveEvents.id }).from(liveEvents);
    expect(after).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
    const rolledBack = await database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.topic, 'test:rolled-back'));
    expect(rolledBack).toEqual([]);
  });
});
