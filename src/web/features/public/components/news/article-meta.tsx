import { Calendar, Clock } from 'lucide-react';
import { formatDate } from '../../../../lib/format';
import type { NewsArticle } from '../../content/news-articles';
import { NewsCategoryBadge } from './news-category-badge';

/** Category badge, date and read time, as shown on a card and on the article page. */
export function ArticleMeta({ article }: { article: NewsArticle }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
      <NewsCategoryBadge category={article.category} />
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="size-4" />
        <time dateTime={article.date}>{formatDate(article.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {article.readTime}
      </span>
    </div>
  );
}
