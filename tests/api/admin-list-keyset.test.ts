import { asc, desc, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP, CURSOR_MESSAGE, encodeCursor, type KeysetPage } from '#shared/list-query';
import { clients, shipments, users, vaultItems } from '../../src/server/db/schema';
import { bodyOf, daysAgo, insertClient } from '../helpers/admin-callers';
import { errorOf, signInAdmin, signInDemoClient } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';

// Admin lists page by keyset (decision 036): a cursor names the row a page starts next to, so a
// deep page is an index walk, and rows with equal sort values never repeat or go missing.

const server = useTestServer({ seed: true });
let admin: SignedIn;
let ameliaId: string;

const TIED_TIME = daysAgo(3);

beforeAll(async () => {
  admin = await signInAdmin(server);
  ameliaId = (await signInDemoClient(server, 'amelia')).userId;
  // Ties on every sort the walks use: one creation time, one origin; companies null or equal.
  await server.deps.db.insert(shipments).values(
    Array.from({ length: 23 }, (_, index) => ({
      client_id: ameliaId,
      tracking_number: `KEYSET${String(index).padStart(6, '0')}`,
      origin: 'Tied Town',
      destination: `Place ${index % 4}`,
      created_at: TIED_TIME,
    })),
  );
  for (let index = 0; index < 9; index += 1) {
    await insertClient(server, {
      email: `tied.${index}@keyset-test.example`,
      first_name: 'Tia',
      last_name: `Tied${index}`,
      company: index % 3 === 0 ? null : 'Same Company',
      created_at: TIED_TIME,
    });
  }
});

type Row = { id: string };

async function page(path: string): Promise<KeysetPage<Row>> {
  return bodyOf<KeysetPage<Row>>(await admin.client.get(path));
}

const withCursor = (path: string, cursor: string, pageNumber: number) =>
  `${path}&page=${pageNumber}&cursor=${encodeURIComponent(cursor)}`;

/** Every page from the first by next_cursor, then every page back by previous_cursor. */
async function walk(path: string) {
  const forward: KeysetPage<Row>[] = [await page(path)];
  for (let last = forward[0]!; last.next_cursor; last = forward.at(-1)!) {
    forward.push(await page(withCursor(path, last.next_cursor, last.page + 1)));
  }
  const backward: KeysetPage<Row>[] = [forward.at(-1)!];
  for (let first = backward[0]!; first.previous_cursor; first = backward.at(-1)!) {
    backward.push(await page(withCursor(path, first.previous_cursor, first.page - 1)));
  }
  return { forward, backward };
}

const idsOf = (pages: KeysetPage<Row>[]) => pages.flatMap((one) => one.rows.map((row) => row.id));

async function expectWalkInOrder(path: string, expected: string[]) {
  const { forward, backward } = await walk(path);
  expect(idsOf(forward)).toEqual(expected);
  expect(new Set(idsOf(forward)).size).toBe(expected.length);
  expect(idsOf([...backward].reverse())).toEqual(expected);
  // Back at the first page, it is the first page: no page before it.
  expect(backward.at(-1)!.page).toBe(1);
  expect(backward.at(-1)!.previous_cursor).toBeNull();
  expect(forward.at(-1)!.next_cursor).toBeNull();
  expect(forward.every((one) => one.rows.length <= one.page_size)).toBe(true);
  return forward;
}

describe('keyset pages of the admin lists', () => {
  it('walk shipments by creation time, ties and all, forward and back', async () => {
    const expected = await server.deps.db
      .select({ id: shipments.id })
      .from(shipments)
      .orderBy(desc(shipments.created_at), desc(shipments.id));
    const pages = await expectWalkInOrder(
      '/api/admin/shipments?page_size=7',
      expected.map((row) => row.id),
    );
    expect(pages.every((one) => one.total === expected.length && !one.total_capped)).toBe(true);
  });

  it('walk shipments by origin in both directions, the tied origin split across pages', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const order = dir === 'asc' ? asc : desc;
      const expected = await server.deps.db
        .select({ id: shipments.id })
        .from(shipments)
        .orderBy(order(shipments.origin), order(shipments.id));
      await expectWalkInOrder(
        `/api/admin/shipments?page_size=5&sort=origin&dir=${dir}`,
        expected.map((row) => row.id),
      );
    }
  });

  it('walk clients by company, the clients without one where PostgreSQL puts them', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const order = dir === 'asc' ? asc : desc;
      // PostgreSQL's own order: no company last ascending, first descending.
      const expected = await server.deps.db
        .select({ id: clients.id })
        .from(clients)
        .orderBy(order(clients.company), order(clients.id));
      expect(expected.length).toBeGreaterThan(4);
      await expectWalkInOrder(
        `/api/admin/clients?page_size=4&sort=company&dir=${dir}`,
        expected.map((row) => row.id),
      );
    }
  });

  it('walk a filtered list and a search with the same cursors', async () => {
    const expected = await server.deps.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(sql`${shipments.origin} = 'Tied Town' and ${shipments.status} = 'pending'`)
      .orderBy(desc(shipments.created_at), desc(shipments.id));
    expect(expected).toHaveLength(23);
    await expectWalkInOrder(
      '/api/admin/shipments?page_size=6&status=pending&search=Tied%20Town',
      expected.map((row) => row.id),
    );
  });

  it('gives the same page by number as by cursor', async () => {
    const first = await page('/api/admin/vault-items?page_size=5&sort=name&dir=asc');
    const second = await page(
      withCursor('/api/admin/vault-items?page_size=5&sort=name&dir=asc', first.next_cursor!, 2),
    );
    const byNumber = await page('/api/admin/vault-items?page_size=5&sort=name&dir=asc&page=2');
    expect(byNumber.rows).toEqual(second.rows);
    expect(byNumber.previous_cursor).toEqual(second.previous_cursor);
    expect(byNumber.next_cursor).toEqual(second.next_cursor);
  });
});

describe('list totals', () => {
  it('counts a search up to the cap, and says when there are more', async () => {
    await server.deps.db.insert(shipments).values(
      Array.from({ length: COUNT_CAP + 1 }, (_, index) => ({
        client_id: null,
        tracking_number: `CAPPED${String(index).padStart(6, '0')}`,
        origin: 'Capville',
        destination: 'Elsewhere',
      })),
    );
    const capped = await page('/api/admin/shipments?search=Capville');
    expect(capped).toMatchObject({ total: COUNT_CAP, total_capped: true });
    expect(capped.next_cursor).not.toBeNull();

    const exact = await page('/api/admin/shipments?search=CAPPED00000');
    expect(exact).toMatchObject({ total: 10, total_capped: false });

    // Without a search the total is exact however long the list.
    const [all] = await server.deps.db
      .select({ value: sql<number>`count(*)::int` })
      .from(shipments);
    expect(await page('/api/admin/shipments')).toMatchObject({
      total: all!.value,
      total_capped: false,
    });
  });
  it('gives the total beside a page past the end, which has no rows', async () => {
    // The total is read beside the page's rows; a page without rows still says how long the list is.
    for (const [path, table] of [
      ['/api/admin/shipments', shipments],
      ['/api/admin/clients', clients],
    ] as const) {
      const [counted] = await server.deps.db
        .select({ value: sql<number>`count(*)::int` })
        .from(table);
      const beyond = await page(`${path}?page=999`);
      expect(beyond).toMatchObject({ rows: [], total: counted!.value, total_capped: false });
      // Next after a row of 1970 in newest-first order: nothing is older.
      const oldest = encodeCursor({
        sort: 'created_at',
        dir: 'desc',
        toward: 'next',
        value: 0,
        id: '00000000-0000-4000-8000-000000000000',
      });
      const past = await page(`${path}?page=2&cursor=${oldest}`);
      expect(past).toMatchObject({ rows: [], total: counted!.value });
    }
    const searched = await page('/api/admin/shipments?search=KEYSET00000&page=5');
    expect(searched).toMatchObject({ rows: [], total: 10, total_capped: false });
    expect(await page('/api/admin/issues?page=999')).toMatchObject({
      rows: [],
      total_capped: false,
    });
    expect(await page('/api/admin/vault-items?search=no-such-item-anywhere')).toMatchObject({
      rows: [],
      total: 0,
      total_capped: false,
    });
  });
});

describe('searches on the lower-cased copies (drizzle/0009)', () => {
  it('find what ILIKE finds, accents, % and _ included, and follow every write', async () => {
    const origins = [
      'ZÜRICH Foldtest',
      'zürich foldtest',
      'Çeşme 100%_Foldtest',
      'Çeşme 100xyFoldtest',
    ];
    const inserted = await server.deps.db
      .insert(shipments)
      .values(
        origins.map((origin, index) => ({
          client_id: null,
          tracking_number: `FOLDED${String(index).padStart(6, '0')}`,
          origin,
          destination: 'Nowhere',
        })),
      )
      .returning({ id: shipments.id });
    const found = async (search: string) =>
      (await page(`/api/admin/shipments?page_size=100&search=${encodeURIComponent(search)}`)).rows
        .map((row) => row.id)
        .sort();
    const byIlike = async (search: string) => {
      const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const rows = await server.deps.db
        .select({ id: shipments.id })
        .from(shipments)
        .where(
          sql`${shipments.origin} ilike ${pattern} or ${shipments.tracking_number} ilike ${pattern}`,
        );
      return rows.map((row) => row.id).sort();
    };
    for (const search of ['zürich foldtest', 'ÇEŞME 100%_', 'çeşme 100x', '100%', 'folded00000']) {
      const expected = await byIlike(search);
      expect(expected.length).toBeGreaterThan(0);
      expect(await found(search)).toEqual(expected);
    }
    expect(await found('ZÜRICH FOLDTEST')).toHaveLength(2);
    expect(await found('100%_')).toEqual([inserted[2]!.id]);

    // A changed city is found by its new name only, as soon as it is written.
    await server.deps.db
      .update(shipments)
      .set({ origin: 'Genève Foldtest' })
      .where(sql`${shipments.id} = ${inserted[0]!.id}`);
    expect(await found('GENÈVE foldtest')).toEqual([inserted[0]!.id]);
    expect(await found('zürich foldtest')).toEqual([inserted[1]!.id]);
    await server.deps.db.delete(shipments).where(sql`${shipments.tracking_number} like 'FOLDED%'`);
    expect(await found('foldtest')).toEqual([]);
  });

  it('find vault items by name and location code as ILIKE does', async () => {
    for (const search of ['SAPPHIRE', 'vault-D', 'gold BAR']) {
      const listed = await page(`/api/admin/vault-items?page_size=100&search=${search}`);
      const result = (await server.deps.db.execute(
        sql`select count(*)::int as value from vault_items
          where name ilike ${`%${search}%`} or location_code ilike ${`%${search}%`}`,
      )) as unknown as { rows: { value: number }[] };
      expect(listed.rows.length).toBeGreaterThanOrEqual(result.rows[0]!.value);
    }
  });
});

describe("clients' searches on the lower-cased copies (drizzle/0010)", () => {
  // What the searches tested with ILIKE before: the full name (first, a space, last; a missing
  // part as ''), the e-mail and, for the clients list, the picker and shipments, the company.
  const fullName = sql`(coalesce(${clients.first_name}, '') || ' ' || coalesce(${clients.last_name}, ''))`;
  const clientIlike = (pattern: string, { company }: { company: boolean }) =>
    sql`(${fullName} ilike ${pattern} or ${clients.email} ilike ${pattern}${
      company ? sql` or ${clients.company} ilike ${pattern}` : sql``
    })`;
  const patternOf = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const sorted = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
  const listed = async (path: string, search: string) =>
    sorted((await page(`${path}?page_size=100&search=${encodeURIComponent(search)}`)).rows);

  it('find what ILIKE finds in the clients list, the picker, shipments and vault items, after every write', async () => {
    const seeds = [
      { first_name: 'Zoë', last_name: 'Ÿılmaz-Foldclient', company: 'Çeşme 100%_Holdings' },
      { first_name: 'ZOË', last_name: 'Foldclient', company: 'çeşme 100xy Holdings' },
      { first_name: 'Ann', last_name: 'Foldclient_Ünal', company: null },
    ];
    const emails = [
      'Zoe.A@Foldclient-Mail.example',
      'zoe.b@foldclient-mail.example',
      'ANN@FOLDCLIENT-MAIL.EXAMPLE',
    ];
    const ids: string[] = [];
    for (const [index, seed] of seeds.entries()) {
      ids.push(await insertClient(server, { ...seed, email: emails[index]! }));
    }
    // Each client's shipment and item hold none of the searched texts themselves.
    await server.deps.db.insert(shipments).values(
      ids.map((id, index) => ({
        client_id: id,
        tracking_number: `CLIENTFOLD${index}`,
        origin: 'Nowhere',
        destination: 'Nowhere',
      })),
    );
    await server.deps.db
      .insert(vaultItems)
      .values(ids.map((id) => ({ client_id: id, name: 'Plain box', location_code: 'V-0' })));

    const expectSameAsIlike = async (search: string) => {
      const pattern = patternOf(search);
      const expectedClients = sorted(
        await server.deps.db
          .select({ id: clients.id })
          .from(clients)
          .where(clientIlike(pattern, { company: true })),
      );
      expect(await listed('/api/admin/clients', search)).toEqual(expectedClients);
      const picked = await bodyOf<{ options: Row[] }>(
        await admin.client.get(`/api/admin/clients/options?search=${encodeURIComponent(search)}`),
      );
      expect(sorted(picked.options)).toEqual(expectedClients);
      const expectedShipments = sorted(
        await server.deps.db
          .select({ id: shipments.id })
          .from(shipments)
          .innerJoin(clients, sql`${clients.id} = ${shipments.client_id}`)
          .where(clientIlike(pattern, { company: true })),
      );
      expect(await listed('/api/admin/shipments', search)).toEqual(expectedShipments);
      const expectedItems = sorted(
        await server.deps.db
          .select({ id: vaultItems.id })
          .from(vaultItems)
          .innerJoin(clients, sql`${clients.id} = ${vaultItems.client_id}`)
          .where(clientIlike(pattern, { company: false })),
      );
      expect(await listed('/api/admin/vault-items', search)).toEqual(expectedItems);
      return expectedClients;
    };

    for (const search of [
      'zoë ÿ',
      'ZOË FOLDCLIENT',
      'ÇEŞME 100%_',
      'çeşme 100x',
      '100%',
      '_ünal',
    ]) {
      expect((await expectSameAsIlike(search)).length).toBeGreaterThan(0);
    }
    expect(await expectSameAsIlike('@foldclient-MAIL')).toEqual([...ids].sort());
    expect(await expectSameAsIlike('100%_')).toEqual([ids[0]]);
    // The company counts for the clients list and shipments only, as before.
    expect(await listed('/api/admin/vault-items', 'çeşme')).toEqual([]);

    // Changed names and companies are found by their new text only, as soon as written; a
    // missing first name is '' before the space.
    await server.deps.db
      .update(clients)
      .set({ first_name: null, company: 'Genève Foldclient SA' })
      .where(sql`${clients.id} = ${ids[2]}`);
    await server.deps.db
      .update(clients)
      .set({ email: 'renamed@elsewhere.example' })
      .where(sql`${clients.id} = ${ids[1]}`);
    expect(await expectSameAsIlike(' foldclient_ü')).toEqual([ids[2]]);
    expect(await expectSameAsIlike('GENÈVE foldclient')).toEqual([ids[2]]);
    expect(await expectSameAsIlike('ann foldclient')).toEqual([]);
    expect((await expectSameAsIlike('@foldclient-mail')).sort()).toEqual([ids[0], ids[2]].sort());
    expect(await expectSameAsIlike('renamed@')).toEqual([ids[1]]);

    // Deleted clients are gone from every search.
    await server.deps.db.delete(vaultItems).where(sql`${vaultItems.client_id} in ${ids}`);
    await server.deps.db.delete(shipments).where(sql`${shipments.client_id} in ${ids}`);
    await server.deps.db.delete(users).where(sql`${users.id} in ${ids}`);
    expect(await expectSameAsIlike('foldclient')).toEqual([]);
  });
});

describe('cursor validation', () => {
  const shipmentCursor = (fields: Partial<Parameters<typeof encodeCursor>[0]> = {}) =>
    encodeCursor({
      sort: 'created_at',
      dir: 'desc',
      toward: 'next',
      value: 1_700_000_000_000_000,
      id: '0b7c1d7e-3f5a-4c2b-9d1e-6a8f2b4c5d6e',
      ...fields,
    });

  it('takes a well-formed cursor of the same order', async () => {
    expect((await admin.client.get(`/api/admin/shipments?cursor=${shipmentCursor()}`)).status).toBe(
      200,
    );
  });

  it.each([
    ['not base64url', 'not a cursor!'],
    ['base64url of no JSON', Buffer.from('{{{').toString('base64url')],
    ['JSON of another shape', Buffer.from('{"sort":"created_at"}').toString('base64url')],
    ['an id that is no uuid', shipmentCursor({ id: 'abc' })],
    ['a NUL in the value', shipmentCursor({ sort: 'origin', dir: 'desc', value: 'a\u0000b' })],
    ['another sort column', shipmentCursor({ sort: 'origin' })],
    ['another direction', shipmentCursor({ dir: 'asc' })],
    ['text for a time', shipmentCursor({ value: '2026-01-01' })],
    ['a time for text', `${shipmentCursor({ sort: 'origin', value: 5 })}&sort=origin`],
    ['nothing for a column that is never empty', shipmentCursor({ value: null })],
  ])('refuses %s with 400 naming the cursor', async (_, cursor) => {
    const response = await admin.client.get(`/api/admin/shipments?cursor=${cursor}`);
    const error = await errorOf(response, 400);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: CURSOR_MESSAGE });
    expect(error.fields).toEqual({ cursor: CURSOR_MESSAGE });
  });

  it('refuses a bad cursor on every admin list', async () => {
    for (const path of [
      '/api/admin/clients',
      '/api/admin/vault-items',
      '/api/admin/issues',
      '/api/admin/shipments',
    ]) {
      const error = await errorOf(await admin.client.get(`${path}?cursor=xyz`), 400);
      expect(error.fields).toEqual({ cursor: CURSOR_MESSAGE });
    }
  });
});
