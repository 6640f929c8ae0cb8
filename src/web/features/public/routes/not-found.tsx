import { Link } from 'react-router';
import { PageMeta } from '../../../lib/page-meta';
import { Button } from '../../../ui/button';

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageMeta
        title="Page Not Found"
        description="The page you were looking for does not exist."
      />
      <p className="text-sm font-semibold tracking-widest text-accent-text uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">
        We could not find that page. It may have moved, or the address may be mistyped.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Back to Home</Link>
      </Button>
    </section>
  );
}
