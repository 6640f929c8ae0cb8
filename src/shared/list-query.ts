import type { ZodType } from 'zod';
import { isStorableText } from './storable-text';
import { z } from './zod';

/** One page of a server-side list and the size of the whole list. */
export function pageSchema<Row extends ZodType>(row: Row, id: string) {
  return z
    .object({
      rows: z.array(row),
      page: z.number().int().min(1),
      page_size: z.number().int().min(1),
      total: z.number().int().min(0).meta({ description: 'Rows in the whole filtered list.' }),
    })
    .meta({ id });
}

export type Page<Row> = { rows: Row[]; page: number; page_size: number; total: number };

/**
 * A search is counted up to this many rows: past it the answer says "more than" (decision 036),
 * since an exact count of a broad search would read every matching row on every page.
 */
export const COUNT_CAP = 1_000;

/**
 * One page of an admin list, found by keyset: besides the page, the cursors of the pages either
 * side (null at either end) and whether `total` is only a lower bound.
 */
export function keysetPageSchema<Row extends ZodType>(row: Row, id: string) {
  return pageSchema(row, id).extend({
    total_capped: z.boolean().meta({
      description: `True when a search found more than ${COUNT_CAP} rows: \`total\` is then ${COUNT_CAP} and the list longer.`,
    }),
    next_cursor: z.string().nullable().meta({
      description: 'Pass as `cursor` with `page` + 1 for the next page; null on the last.',
    }),
    previous_cursor: z.string().nullable().meta({
      description: 'Pass as `cursor` with `page` − 1 for the page before; null on the first.',
    }),
  });
}

export type KeysetPage<Row> = Page<Row> & {
  total_capped: boolean;
  next_cursor: string | null;
  previous_cursor: string | null;
};

/**
 * Where a keyset page starts: next to one row of the list (its sort value and id), in the list's
 * order and direction, toward the next or the previous page. A timestamp travels as whole
 * microseconds since 1970, exactly as PostgreSQL keeps it.
 */
export type ListCursor = {
  sort: string;
  dir: 'asc' | 'desc';
  toward: 'next' | 'previous';
  value: string | number | null;
  id: string;
};

export const CURSOR_MESSAGE = 'Cursor is not valid for this list.';

const cursorTuple = z.tuple([
  z.string(),
  z.enum(['asc', 'desc']),
  z.enum(['next', 'previous']),
  z.union([z.string().max(1_000).refine(isStorableText), z.number().int().safe(), z.null()]),
  z.uuid(),
]);

/** The cursor as the answer gives it: its fields as JSON in base64url, opaque to the caller. */
export function encodeCursor({ sort, dir, toward, value, id }: ListCursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify([sort, dir, toward, value, id]));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function decodeCursor(text: string): ListCursor | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    const parsed = cursorTuple.safeParse(JSON.parse(json));
    if (!parsed.success) return null;
    const [sort, dir, toward, value, id] = parsed.data;
    return { sort, dir, toward, value, id };
  } catch {
    return null;
  }
}

/** `?cursor=`: a cursor this API gave; its order must be the one asked for (listQuerySchema). */
const cursorField = z
  .string()
  .max(2_000, CURSOR_MESSAGE)
  .regex(/^[A-Za-z0-9_-]+$/, CURSOR_MESSAGE)
  .transform((text, context) => {
    const cursor = decodeCursor(text);
    if (!cursor) context.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
    return cursor ?? z.NEVER;
  })
  .optional()
  .meta({
    description:
      'From `next_cursor` or `previous_cursor` of the page before, with the same sort, direction, search and filter: the page is found from that row by index, however deep. Without it, `page` counts rows from the start.',
  });

export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

const PAGE_MESSAGE = 'Page must be a whole number from 1.';

/** `?search=` of any searched list: trimmed, blank is no search. */
export const searchField = z
  .string()
  .trim()
  .max(100, 'Search must be at most 100 characters.')
  .optional()
  .transform((value) => value || undefined);

/** `?page=` of any paged list: a whole number from 1, 1 when absent. */
export const pageField = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int(PAGE_MESSAGE)
  .min(1, PAGE_MESSAGE)
  .max(100_000, PAGE_MESSAGE)
  .default(1);

/** Page, size, search and sort of a server-side list; `sortable` names the allowed columns. */
export function listQuerySchema<Sortable extends string>(
  sortable: readonly [Sortable, ...Sortable[]],
  defaultSort: Sortable,
) {
  return z.object({
    page: pageField,
    page_size: z.coerce
      .number({ error: `Page size must be 1 to ${MAX_PAGE_SIZE}.` })
      .int(`Page size must be 1 to ${MAX_PAGE_SIZE}.`)
      .min(1, `Page size must be 1 to ${MAX_PAGE_SIZE}.`)
      .max(MAX_PAGE_SIZE, `Page size must be 1 to ${MAX_PAGE_SIZE}.`)
      .default(DEFAULT_PAGE_SIZE),
    search: searchField,
    sort: z.enum(sortable, { error: 'Unknown sort column.' }).default(defaultSort),
    dir: z.enum(['asc', 'desc'], { error: 'Sort direction is asc or desc.' }).default('desc'),
    cursor: cursorField,
  });
}

/** A list query as the server reads it, once listQuerySchema has parsed it. */
export type ListQuery<Sortable extends string> = z.output<
  ReturnType<typeof listQuerySchema<Sortable>>
>;
