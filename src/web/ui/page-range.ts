import { formatCount } from '#shared/pluralize';

type PageRangeInput = {
  page: number;
  pageSize: number;
  total: number;
  /** The list is longer than `total`: a search the server counted up to a cap (decision 036). */
  totalCapped: boolean;
  /** Rows on this page, when known; a capped total no longer bounds the last page. */
  rowsShown?: number;
};

/**
 * What a server-paged list says about where it is: 'Showing 21–40 of 100,000' and 'Page 2 of
 * 5,000', or for a capped count 'Showing 1–20 of more than 1,000' and 'Page 1 of more than 50'.
 */
export function pageRange({ page, pageSize, total, totalCapped, rowsShown }: PageRangeInput) {
  const start = (page - 1) * pageSize;
  const shown = rowsShown ?? Math.max(0, Math.min(total - start, pageSize));
  const first = shown === 0 ? 0 : start + 1;
  const last = start + shown;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const of = totalCapped ? 'of more than' : 'of';
  return {
    pageCount,
    showing: `Showing ${formatCount(first)}–${formatCount(last)} ${of} ${formatCount(totalCapped ? Math.max(total, last) : total)}`,
    pageOf: `Page ${formatCount(page)} ${of} ${formatCount(totalCapped ? Math.max(pageCount, page) : pageCount)}`,
  };
}
