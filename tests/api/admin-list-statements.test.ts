import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListCursor } from '../../src/shared/list-query';
import { queryRows, type Database, type DbOrTx } from '../../src/server/db/client';
import { clients, users } from '../../src/server/db/schema';
import { adminListPage } from '../../src/server/features/shared/admin-list-page';
import { searchPattern, type Bind } from '../../src/server/features/shared/bind';
import { plannedPerValue } from '../../src/server/db/folded-search';
import { openTestDatabase } from '../helpers/test-database';

let database: Database;

/** Seven clients a second apart: four in Switzerland, three in France. */
const seeded = Array.from({ length: 7 }, (_, index) => ({
  id: randomUUID(),
  email: `list-statement-${index}@example.com`,
  first_name: 'List',
  last_name: `Statement ${index}`,
  country: index % 2 === 0 ? 'Switzerland' : 'France',
  created_at: new Date(Date.UTC(2026, 0, 1, 12, 0, index)),
}));

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(users).values(
    seeded.map(({ id, email, first_name, last_name }) => ({
      id,
      email,
      name: `${first_name} ${last_name}`,
      role: 'client' as const,
    })),
  );
  await database.db.insert(clients).values(seeded);
});

afterAll(async () => {
  await database.close();
});

type Paging = {
  page?: number;
  cursor?: ListCursor;
  country?: string;
  search?: string;
};

const cursorOf = (text: string | null): ListCursor => {
  const [sort, dir, toward, value, id] = JSON.parse(Buffer.from(text!, 'base64url').toString());
  return { sort, dir, toward, value, id };
};

/** A clients list newest first, counting how often its statement is built. */
function countingList(list: string, db: DbOrTx = database.db) {
  const counter = { built: 0 };
  const page = ({ page = 1, cursor, country, search }: Paging) =>
    adminListPage({
      db,
      list,
      paging: { page, page_size: 2, sort: 'created_at', dir: 'desc', cursor },
      sortColumn: clients.created_at,
      id: clients.id,
      where: (bind: Bind) =>
        and(
          inArray(
            clients.email,
            seeded.map((row) => row.email),
          ),
          country ? eq(clients.country, bind('country', country)) : undefined,
          search
            ? plannedPerValue(sql`${clients.last_name} like ${searchPattern(bind, search)}`)
            : undefined,
        ),
      select: (columns) => {
        counter.built += 1;
        return db
          .select({ id: clients.id, last_name: clients.last_name, ...columns })
          .from(clients)
          .$dynamic();
      },
      joined: false,
      toRow: (row) => row.last_name,
    });
  return { page, counter };
}

/** The same rows, read plainly. */
async function expected(country: string | undefined, offset: number) {
  const rows = await database.db
    .select({ last_name: clients.last_name })
    .from(clients)
    .where(
      and(
        inArray(
          clients.email,
          seeded.map((row) => row.email),
        ),
        country ? eq(clients.country, country) : undefined,
      ),
    )
    .orderBy(desc(clients.created_at), desc(clients.id))
    .limit(2)
    .offset(offset);
  return rows.map((row) => row.last_name);
}

describe('an admin list without a search', () => {
  it('builds its statement once per shape and answers each request with its own values', async () => {
    const { page, counter } = countingList('test_clients_by_shape');
    const swissFirst = await page({ country: 'Switzerland' });
    const swissSecond = await page({ country: 'Switzerland', page: 2 });
    const frenchFirst = await page({ country: 'France' });
    expect(swissFirst.rows).toEqual(await expected('Switzerland', 0));
    expect(swissSecond.rows).toEqual(await expected('Switzerland', 2));
    expect(frenchFirst.rows).toEqual(await expected('France', 0));
    expect([swissFirst.total, frenchFirst.total]).toEqual([4, 3]);
    expect(counter.built).toBe(1);

    // Without the filter: another shape, built once more.
    const everyone = await page({});
    expect(everyone.rows).toEqual(await expected(undefined, 0));
    expect(everyone.total).toBe(7);
    expect(counter.built).toBe(2);

    // From a cursor: one more shape, whichever row the cursor names.
    const afterSwiss = await page({
      country: 'Switzerland',
      cursor: cursorOf(swissFirst.next_cursor),
    });
    const afterFrench = await page({
      country: 'France',
      cursor: cursorOf(frenchFirst.next_cursor),
    });
    expect(afterSwiss.rows).toEqual(swissSecond.rows);
    expect(afterFrench.rows).toEqual(await expected('France', 2));
    expect(counter.built).toBe(3);
  });

  it('keeps the shapes of one list apart from another list of the same shape', async () => {
    const first = countingList('test_clients_first');
    const second = countingList('test_clients_second');
    await first.page({});
    await second.page({});
    expect([first.counter.built, second.counter.built]).toEqual([1, 1]);
  });

  it('builds a searched page once too, and answers each search with its own pattern', async () => {
    const { page, counter } = countingList('test_clients_searched');
    const one = await page({ search: 'Statement 1' });
    const three = await page({ search: 'Statement 3' });
    const literal = await page({ search: '_' });
    expect([one.rows, three.rows, literal.rows]).toEqual([['Statement 1'], ['Statement 3'], []]);
    expect([one.total, three.total, literal.total]).toEqual([1, 1, 0]);
    expect(counter.built).toBe(1);
  });
});

describe.runIf(process.env.DATABASE_URL)('admin list statements on a PostgreSQL server', () => {
  it('are named once per shape, but a searched one goes unnamed, planned for each pattern', async () => {
    await database.db.transaction(async (tx) => {
      const { page } = countingList('test_clients_on_server', tx);
      await page({ country: 'France' });
      await page({ search: 'Statement 2' });
      await page({ search: 'Statement 4' });
      const prepared = await queryRows<{ name: string; statement: string }>(
        tx,
        sql`select name, statement from pg_prepared_statements where name like 'admin_list_%'`,
      );
      // The pool may hand this connection statements of the tests before: only some are this one's.
      expect(prepared.some((row) => row.statement.includes('"country" = $'))).toBe(true);
      const searched = await queryRows<{ statement: string }>(
        tx,
        sql`select statement from pg_prepared_statements where statement like '%planned per value%'`,
      );
      expect(searched).toEqual([]);
    });
  });
});

describe('placeholders', () => {
  it('refuse one name bound to two values', async () => {
    await expect(
      adminListPage({
        db: database.db,
        list: 'test_clients_two_values',
        paging: { page: 1, page_size: 2, sort: 'last_name', dir: 'asc', cursor: undefined },
        sortColumn: clients.last_name,
        id: clients.id,
        where: (bind) =>
          and(
            eq(clients.country, bind('country', 'France')),
            eq(clients.company, bind('country', 'Orion')),
          ),
        select: (columns) =>
          database.db
            .select({ id: clients.id, ...columns })
            .from(clients)
            .orderBy(asc(clients.id))
            .$dynamic(),
        joined: false,
        toRow: (row) => row.id,
      }),
    ).rejects.toThrow(/bound to two values/);
  });
});
