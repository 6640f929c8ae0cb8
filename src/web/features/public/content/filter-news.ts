import type { NewsArticle, NewsCategory } from './news-articles';

export type NewsFilter = 'all' | NewsCategory;

/**
 * The two grids of the News page. Under All News the featured stories have their own grid and
 * Latest News holds the rest; under a category only Latest News shows, with every match.
 * Both are newest first.
 */
export function filterNews(articles: readonly NewsArticle[], filter: NewsFilter) {
  // ISO dates ('2026-06-26') order as plain strings; localeCompare would build a collator per call.
  const newestFirst = [...articles].sort((a, b) =>
    a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
  );
  if (filter === 'all') {
    return {
      featured: newestFirst.filter((article) => article.featured),
      latest: newestFirst.filter((article) => !article.featured),
    };
  }
  return { featured: [], latest: newestFirst.filter((article) => article.category === filter) };
}
