import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

type Choices = Record<string, string | number>;

/** A list's choices as the server is sent them: '' (no search, no cursor) and 'all' are left out. */
type SentChoices<Chosen extends Choices> = {
  [Name in keyof Chosen]: Chosen[Name] extends number
    ? Chosen[Name]
    : Exclude<Chosen[Name], 'all'> | undefined;
};

function sentChoices<Chosen extends Choices>(chosen: Chosen) {
  return Object.fromEntries(
    Object.entries(chosen).map(([name, value]) => [
      name,
      value === '' || value === 'all' ? undefined : value,
    ]),
  ) as SentChoices<Chosen>;
}

type ListRead<Chosen extends Choices, Answer> = {
  /** The list's cache key; the choices follow it. */
  key: QueryKey;
  /** What the page chose: its page (and cursor), search, filters, order. */
  chosen: Chosen;
  fetch: (query: SentChoices<Chosen>) => Promise<Answer>;
  /** Toasted when the list cannot be read (query-errors.ts). */
  errorTitle: string;
};

/**
 * A list read for the choices made on its page. The rows on screen stay while those of other
 * choices load, so paging or filtering never blanks the list.
 */
export function listQueryOptions<Chosen extends Choices, Answer>({
  key,
  chosen,
  fetch,
  errorTitle,
}: ListRead<Chosen, Answer>) {
  return queryOptions({
    queryKey: [...key, chosen],
    queryFn: () => fetch(sentChoices(chosen)),
    meta: { errorTitle },
    placeholderData: keepPreviousData,
  });
}
