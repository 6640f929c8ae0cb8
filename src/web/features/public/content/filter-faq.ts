import type { FaqCategory, FaqItem } from './faq';

export type FaqFilter = 'all' | FaqCategory;

/**
 * The questions in the chosen category whose question or answer contains the search text,
 * ignoring case. Blank search text matches everything.
 */
export function filterFaq(items: readonly FaqItem[], category: FaqFilter, search: string) {
  const needle = search.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (category === 'all' || item.category === category) &&
      (item.question.toLocaleLowerCase().includes(needle) ||
        item.answer.toLocaleLowerCase().includes(needle)),
  );
}
