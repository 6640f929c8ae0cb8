import type { ZodType } from 'zod';
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

const DEFAULT_PAGE_SIZE = 20;
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
  });
}

/** A list query as the server reads it, once listQuerySchema has parsed it. */
export type ListQuery<Sortable extends string> = z.output<
  ReturnType<typeof listQuerySchema<Sortable>>
>;
