import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Statement names by SQL text. Our statements carry their values as parameters, so their texts are
 * few (one per query shape); the bound only guards against a caller that builds text from values.
 */
const namesByText = new Map<string, string>();
const MAX_NAMES = 10_000;

function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    if (namesByText.size >= MAX_NAMES) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}

/**
 * Marks a statement to be planned for its values on every execution: it goes unnamed. A search's
 * `like` on a trigram index matches a handful of rows or thousands depending on the pattern, and a
 * generic plan cannot tell which: once PostgreSQL settled on one for a client search, the search
 * took 66-77 ms instead of 9-11 (decision 060). Put it in the SQL of such a condition.
 */
export const PLANNED_PER_VALUE = '/* planned per value */';

const isPlannedPerValue = (text: string) => text.includes(PLANNED_PER_VALUE);

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

const hasValues = (values: unknown) => Array.isArray(values) && values.length > 0;

/**
 * A pg client that sends every statement with parameters as a named prepared statement, its name
 * taken from its text (decision 060): each connection parses it once, and PostgreSQL may keep its
 * plan, where an unnamed statement is parsed and planned again on every request. Drizzle builds
 * such statements for every query with values, in transactions too. A statement without values
 * (BEGIN, COMMIT, a migration) still goes as a simple query, and one marked PLANNED_PER_VALUE as an
 * unnamed statement, even when its caller named it (a drizzle statement prepared once per shape).
 */
export class NamedStatementClient extends pg.Client {
  // pg's overloads cannot be restated one by one; the arguments go to pg unchanged but for the name.
  override query(...args: unknown[]): never {
    const [config, values] = args as [QueryConfig | string | undefined, unknown];
    if (config && typeof config === 'object' && typeof config.text === 'string') {
      if (isPlannedPerValue(config.text)) {
        if (config.name !== undefined) args[0] = { ...config, name: undefined };
      } else if (config.name === undefined && (hasValues(values) || hasValues(config.values))) {
        args[0] = { ...config, name: statementName(config.text) };
      }
    }
    return (super.query as (...given: unknown[]) => never)(...args);
  }
}
