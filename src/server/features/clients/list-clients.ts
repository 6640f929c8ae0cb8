import { and, asc, count, desc, ilike, or, sql } from 'drizzle-orm';
import type { ClientName, CLIENT_SORTS } from '#shared/admin';
import type { AdminClient } from '#shared/portal';
import type { Page } from '#shared/list-query';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { clients } from '../../db/schema';
import { clientFullName } from '../../db/client-name';
import { toAdminClient } from './client-columns';

const SORT_COLUMNS = {
  created_at: clients.created_at,
  last_name: clients.last_name,
  email: clients.email,
  company: clients.company,
  country: clients.country,
};

/** The admin search (spec §5): case-insensitive on full name, e-mail or company. */
function clientSearch(search: string | undefined) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(clientFullName, pattern),
    ilike(clients.email, pattern),
    ilike(clients.company, pattern),
  );
}

export async function listClients({
  db,
  page,
  page_size,
  search,
  sort,
  dir,
}: {
  db: DbOrTx;
  page: number;
  page_size: number;
  search?: string;
  sort: (typeof CLIENT_SORTS)[number];
  dir: 'asc' | 'desc';
}): Promise<Page<AdminClient>> {
  const where = clientSearch(search);
  const order = dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(order(SORT_COLUMNS[sort]), order(clients.id))
      .limit(page_size)
      .offset((page - 1) * page_size),
    db.select({ value: count() }).from(clients).where(where),
  ]);
  return { rows: rows.map(toAdminClient), page, page_size, total: total?.value ?? 0 };
}

const CLIENT_OPTIONS_LIMIT = 20;

/** The client picker's choices: found on the server, never a list of every client. */
export async function listClientOptions({
  db,
  search,
}: {
  db: DbOrTx;
  search?: string;
}): Promise<ClientName[]> {
  return db
    .select({
      id: clients.id,
      first_name: clients.first_name,
      last_name: clients.last_name,
      email: clients.email,
    })
    .from(clients)
    .where(and(clientSearch(search)))
    .orderBy(sql`${clients.last_name} asc nulls last`, asc(clients.first_name), asc(clients.id))
    .limit(CLIENT_OPTIONS_LIMIT);
}
