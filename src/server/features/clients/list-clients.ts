import { asc, or, sql } from 'drizzle-orm';
import type { ClientName, CLIENT_SORTS } from '#shared/admin/clients';
import type { AdminClient } from '#shared/portal';
import type { KeysetPage } from '#shared/list-query';
import type { DbOrTx } from '../../db/client';
import { clientFullNameContains, foldedContains, type SearchPattern } from '../../db/folded-search';
import { clientDailyCounts, clients } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import { adminListPage } from '../shared/admin-list-page';
import { searchPattern } from '../shared/bind';
import { summedTotal } from '../shared/keyset-page';
import type { ListInput } from '../shared/list-page';
import { toClientRecord } from '../shared/client-profile';

const SORT_COLUMNS = {
  created_at: clients.created_at,
  last_name: clients.last_name,
  email: clients.email,
  company: clients.company,
  country: clients.country,
};

/**
 * The admin search: case-insensitive on full name, e-mail or company, tested on their
 * trigram-indexed lower-cased copies (drizzle/0010, decision 036).
 */
function clientSearch(pattern: SearchPattern) {
  return or(
    clientFullNameContains(pattern),
    foldedContains(clients.email, pattern),
    foldedContains(clients.company, pattern),
  );
}

/** One page of the clients; its size from the summary rows, or for a search up to a cap (decision 036). */
export async function listClients({
  db,
  search,
  ...paging
}: ListInput<(typeof CLIENT_SORTS)[number]>): Promise<KeysetPage<AdminClient>> {
  return adminListPage({
    db,
    list: 'clients',
    paging,
    sortColumn: SORT_COLUMNS[paging.sort],
    id: clients.id,
    where: (bind) => (search ? clientSearch(searchPattern(bind, search)) : undefined),
    summary: search ? undefined : () => summedTotal(clientDailyCounts.clients),
    select: (pageColumns) =>
      db
        .select({ client: clients, id: clients.id, ...pageColumns })
        .from(clients)
        .$dynamic(),
    joined: false,
    toRow: ({ client }) => toClientRecord(client),
  });
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
    .where(search ? clientSearch(containsPattern(search)) : undefined)
    .orderBy(sql`${clients.last_name} asc nulls last`, asc(clients.first_name), asc(clients.id))
    .limit(CLIENT_OPTIONS_LIMIT);
}
