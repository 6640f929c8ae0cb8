import { useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

type SortDir = 'asc' | 'desc';

/** What every server-paged list reads from the URL, plus its one optional filter. */
type UrlListParams<Sort extends string, FilterName extends string, FilterValue> = {
  page: number;
  /** The server's cursor for this page, from the page before or after it; '' for a page by number. */
  cursor: string;
  search: string;
  sort: Sort;
  dir: SortDir;
} & Record<FilterName, FilterValue | 'all'>;

type UrlListOptions<Sort extends string, FilterName extends string, FilterValue extends string> = {
  sorts: readonly Sort[];
  defaultSort: Sort;
  /** One narrowing of the list, e.g. `{ name: 'status', values: SHIPMENT_STATUSES }`; 'all' when unset. */
  filter?: { name: FilterName; values: readonly FilterValue[] };
};

const LAST_PAGE = 100_000;

/**
 * A server-paged list whose page (and its cursor), search, sort, direction and filter live in the URL, so reload,
 * Back and a shared link keep the view. Any change but the page's own starts again from page 1;
 * typing a search replaces the history entry instead of adding one per keystroke.
 */
export function useUrlList<
  Sort extends string,
  FilterName extends string = never,
  FilterValue extends string = never,
>({ sorts, defaultSort, filter }: UrlListOptions<Sort, FilterName, FilterValue>) {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const list = {
    page: Math.min(Math.max(Number.parseInt(params.get('page') ?? '', 10) || 1, 1), LAST_PAGE),
    cursor: params.get('cursor') ?? '',
    search: params.get('search') ?? '',
    sort: sorts.find((column) => column === sort) ?? defaultSort,
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    ...(filter && {
      [filter.name]: filter.values.find((value) => value === params.get(filter.name)) ?? 'all',
    }),
  } as UrlListParams<Sort, FilterName, FilterValue>;
  const [searchText, setSearchText] = useSearchText(list.search);
  // The server trims the search too; trimming here keeps 'chen ' and 'chen' one cached query.
  const query: UrlListParams<Sort, FilterName, FilterValue> = {
    ...list,
    search: useDebouncedValue(list.search).trim(),
  };

  function change(changes: Record<string, string>, replace = false) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        next.delete('cursor');
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );
  }

  /**
   * Another page: with the server's cursor for it (Next and Previous), found from the row beside it
   * however deep; without one, by its number.
   */
  function setPage(page: number, cursor?: string | null) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(page));
      if (cursor) next.set('cursor', cursor);
      else next.delete('cursor');
      return next;
    });
  }

  return {
    /** What the URL asks for, as the page shows it. */
    list,
    /** What to ask the server for: `list` with the search once the typing has paused. */
    query,
    searchText,
    setSearch(text: string) {
      setSearchText(text);
      change({ search: text }, true);
    },
    setFilter(value: FilterValue | 'all') {
      if (filter) change({ [filter.name]: value === 'all' ? '' : value });
    },
    setSort(next: { sort: Sort; dir: SortDir }) {
      change(next);
    },
    setPage,
    /** After deleting a row: when it was the last one on a page past the first, show the one before. */
    stepBackIfEmptied(rowsShown: number | undefined) {
      if (rowsShown === 1 && list.page > 1) setPage(list.page - 1);
    },
  };
}

/**
 * The search box's text: typing changes it at once (the URL follows, replacing its entry); a move
 * that brings another search into the URL (Back, Forward, the sidebar link) shows that one instead.
 */
function useSearchText(urlSearch: string) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [text, setText] = useState(urlSearch);
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigationType !== NavigationType.Replace && text !== urlSearch) setText(urlSearch);
  }
  return [text, setText] as const;
}
