import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../../lib/cn';
import { Button } from '../../../../ui/button';
import type { NewsArticle } from '../../content/news-articles';
import { ArticleIllustration } from './article-illustration';
import { ArticleMeta } from './article-meta';

type NewsCardProps = { article: NewsArticle; featured?: boolean };

/** A featured story (large, 'Read Full Article') or a latest-news card ('Read More'). */
export function NewsCard({ article, featured = false }: NewsCardProps) {
  const action = featured ? 'Read Full Article' : 'Read More';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm">
      <ArticleIllustration
        illustration={article.illustration}
        className={featured ? 'h-48 sm:h-56' : 'h-36'}
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <ArticleMeta article={article} />
        <h3 className={cn('font-bold tracking-tight', featured ? 'text-2xl' : 'text-lg')}>
          {article.title}
        </h3>
        <p className="flex-1 text-muted-foreground">{article.excerpt}</p>
        <Button
          asChild
          variant={featured ? 'default' : 'link'}
          className={cn('self-start', !featured && 'px-0')}
        >
          <Link to={`/news/${article.id}`}>
            {action}
            <span className="sr-only">: {article.title}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </article>
  );
}
