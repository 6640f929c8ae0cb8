import type { Db } from './client';

/** What drizzle's query builders answer to `.prepare(name)`. */
type Preparable<Prepared> = { prepare: (name: string) => Prepared };

const names = new Set<string>();

/**
 * A statement built once per database and prepared by name (decision 060): drizzle turns the
 * query into SQL once instead of on every request, and each pooled connection parses and plans it
 * once. Its values are `sql.placeholder(...)`s, given to `execute`. For a statement whose shape
 * is fixed; one that depends on the request (sort, filters) is built per request.
 */
export function preparedStatement<Prepared>(
  name: string,
  build: (db: Db) => Preparable<Prepared>,
): (db: Db) => Prepared {
  // PostgreSQL keeps named statements per connection: two with one name would collide.
  if (names.has(name)) throw new Error(`prepared statement ${name} is defined twice`);
  names.add(name);
  const byDatabase = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db).prepare(name);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
