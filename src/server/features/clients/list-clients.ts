import { and, asc, count, ilike, or, sql } from 'drizzle-orm';
import type { ClientName, CLIENT_SORTS } from '#shared/admin';
import type { AdminClient } from '#shared/portal';
import type { Page } from '#shared/list-query';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { clients } from '../../db/schema';
import { clientFullName } from '../../db/client-name';
import { pageOf, pageOrder, rowsBefore, type ListInput } from '../shared/list-page';
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
  search,
  sort,
  dir,
  ...page
}: ListInput<(typeof CLIENT_SORTS)[number]>): Promise<Page<AdminClient>> {
  const where = clientSearch(search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(...pageOrder(dir, SORT_COLUMNS[sort], clients.id))
      .limit(page.page_size)
      .offset(rowsBefore(page)),
    db.select({ value: count() }).from(clients).where(where),
  ]);
  return pageOf(page, rows.map(toAdminClient), total);
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
