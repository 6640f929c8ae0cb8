import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../../lib/page-meta';
import { Button } from '../../../ui/button';
import { ArticleIllustration } from '../components/news/article-illustration';
import { ArticleMeta } from '../components/news/article-meta';
import { NEWS_ARTICLE_BODIES } from '../content/news-article-bodies';
import { findArticle } from '../content/news-articles';

function BackToNews() {
  return (
    <Button asChild variant="link" className="px-0">
      <Link to="/news">
        <ArrowLeft aria-hidden="true" />
        Back to News
      </Link>
    </Button>
  );
}

export function NewsArticlePage() {
  const { articleId } = useParams();
  const article = findArticle(articleId);

  if (!article) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <PageMeta
          title="Article Not Found"
          description="The news article you were looking for does not exist or has been removed."
        />
        <h1 className="text-3xl font-bold tracking-tight">Article not found</h1>
        <p className="mt-4 text-muted-foreground">
          The article may have been removed, or the address may be mistyped.
        </p>
        <div className="mt-6">
          <BackToNews />
        </div>
      </section>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <PageMeta title={article.title} description={article.excerpt} />
      <BackToNews />
      <header className="mt-6">
        <ArticleMeta article={article} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{article.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{article.excerpt}</p>
      </header>
      <ArticleIllustration
        illustration={article.illustration}
        className="mt-8 h-48 rounded-xl sm:h-64"
      />
      <div className="mt-8 space-y-5 text-lg leading-relaxed">
        {(NEWS_ARTICLE_BODIES[article.id] ?? []).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <footer className="mt-12 border-t border-border pt-6">
        <BackToNews />
      </footer>
    </article>
  );
}
