import { useState } from 'react';
import { PageMeta } from '../../../lib/page-meta';
import { categoryOptions, FilterButtons } from '../../../ui/filter-buttons';
import { NewsCard } from '../components/news/news-card';
import { NewsletterSignup } from '../components/news/newsletter-signup';
import { PageHero } from '../components/shared/page-hero';
import { SectionHeading } from '../components/shared/section-heading';
import { filterNews, type NewsFilter } from '../content/filter-news';
import { NEWS_ARTICLES, NEWS_CATEGORIES, NEWS_CATEGORY_LABELS } from '../content/news-articles';

const FILTER_OPTIONS = categoryOptions('All News', NEWS_CATEGORIES, NEWS_CATEGORY_LABELS);

export function NewsPage() {
  const [filter, setFilter] = useState<NewsFilter>('all');
  const { featured, latest } = filterNews(NEWS_ARTICLES, filter);
  const latestTitle = filter === 'all' ? 'Latest News' : `${NEWS_CATEGORY_LABELS[filter]} News`;

  return (
    <>
      <PageMeta
        title="News & Updates"
        description="Security, technology, company and industry news from Orion Transit & Custody."
      />
      <PageHero eyebrow="Newsroom" title="News & Updates">
        <p>The latest on our security technology, new facilities and the industry we work in.</p>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 lg:px-8">
        <FilterButtons
          label="Filter news by category"
          options={FILTER_OPTIONS}
          value={filter}
          onChange={setFilter}
        />
        {featured.length > 0 && (
          <section aria-labelledby="featured-heading">
            <SectionHeading id="featured-heading" align="start" title="Featured Stories" />
            <ul className="mt-8 grid gap-6 lg:grid-cols-2">
              {featured.map((article) => (
                <li key={article.id}>
                  <NewsCard article={article} featured />
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="latest-heading">
          <SectionHeading id="latest-heading" align="start" title={latestTitle} />
          {latest.length > 0 ? (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {latest.map((article) => (
                <li key={article.id}>
                  <NewsCard article={article} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-8 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
              No articles found in this category. Please try a different filter.
            </p>
          )}
        </section>
      </div>
      <NewsletterSignup />
    </>
  );
}
