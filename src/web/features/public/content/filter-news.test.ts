import { describe, expect, it } from 'vitest';
import { filterNews } from './filter-news';
import { NEWS_ARTICLE_BODIES } from './news-article-bodies';
import { NEWS_ARTICLES, NEWS_CATEGORIES, type NewsArticle } from './news-articles';

const ids = (articles: readonly NewsArticle[]) => articles.map((article) => article.id);

describe('the news articles', () => {
  it('have a body each, and no body belongs to no article', () => {
    expect(Object.keys(NEWS_ARTICLE_BODIES).sort()).toEqual(ids(NEWS_ARTICLES).sort());
  });

  it('are 8 with unique ids, 2 featured, each with 3 to 5 paragraphs', () => {
    expect(NEWS_ARTICLES).toHaveLength(8);
    expect(new Set(ids(NEWS_ARTICLES)).size).toBe(8);
    expect(NEWS_ARTICLES.filter((article) => article.featured)).toHaveLength(2);
    for (const article of NEWS_ARTICLES) {
      const body = NEWS_ARTICLE_BODIES[article.id] ?? [];
      expect(body.length).toBeGreaterThanOrEqual(3);
      expect(body.length).toBeLessThanOrEqual(5);
      expect(article.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('cover every category', () => {
    for (const category of NEWS_CATEGORIES) {
      expect(filterNews(NEWS_ARTICLES, category).latest.length).toBeGreaterThan(0);
    }
  });
});

describe('filterNews', () => {
  it('under All News puts the featured stories apart and the rest in Latest News, newest first', () => {
    const { featured, latest } = filterNews(NEWS_ARTICLES, 'all');
    expect(ids(featured)).toEqual([
      'quantum-resistant-encryption-rollout',
      'satellite-tracking-upgrade',
    ]);
    expect(latest).toHaveLength(6);
    expect(latest.every((article) => !article.featured)).toBe(true);
    const dates = latest.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('under a category shows no featured grid and every article of that category', () => {
    const { featured, latest } = filterNews(NEWS_ARTICLES, 'security');
    expect(featured).toEqual([]);
    expect(ids(latest)).toEqual(['quantum-resistant-encryption-rollout', 'biometric-vault-access']);
  });

  it('finds nothing in a category without articles (the empty state)', () => {
    const withoutIndustry = NEWS_ARTICLES.filter((article) => article.category !== 'industry');
    expect(filterNews(withoutIndustry, 'industry')).toEqual({ featured: [], latest: [] });
  });
});
