import { sql, type Placeholder } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';

/**
 * Puts one of the request's values into a list's statement: the value itself in a statement built
 * for this request, or a named placeholder in one prepared once per shape and given its values on
 * each execution (decision 060).
 */
export type Bind = <Value>(name: string, value: Value) => Value | Placeholder;

/** The value itself, in the statement's text as a parameter. */
export const inline: Bind = (_name, value) => value;

/**
 * Placeholders, with the values they stand for gathered in `values`. One name bound twice must
 * stand for one value: the statement has one placeholder of that name.
 */
export function placeholders(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    if (name in values && values[name] !== value) {
      throw new Error(`placeholder ${name} bound to two values`);
    }
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values };
}

/**
 * The request's search as a "contains" pattern, bound once: every condition that tests it takes
 * the same value, so a searched list keeps one shape whatever is searched for (decision 060).
 */
export function searchPattern(bind: Bind, text: string): string | Placeholder {
  return bind('search', containsPattern(text));
}
