import { CircleCheck, CircleX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../../lib/page-meta';
import { Button } from '../../../ui/button';

const OUTCOMES = {
  confirmed: {
    icon: CircleCheck,
    iconClass: 'text-emerald-600 dark:text-emerald-400',
    title: 'Subscription confirmed',
    text: 'Thank you. Our news and updates will arrive at the address you confirmed.',
    link: 'Read the latest news',
  },
  invalid: {
    icon: CircleX,
    iconClass: 'text-destructive',
    title: 'Link not valid',
    text: 'This confirmation link is invalid or was already replaced. Please subscribe again.',
    link: 'Go to News & Updates',
  },
};

/** Where the newsletter confirmation link leads (GET /api/newsletter/confirm redirects here). */
export function NewsletterConfirmedPage() {
  const [searchParams] = useSearchParams();
  const outcome = OUTCOMES[searchParams.get('error') ? 'invalid' : 'confirmed'];
  const Icon = outcome.icon;

  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center sm:px-6">
      <PageMeta
        title={outcome.title}
        description="Confirmation of your subscription to Orion Transit & Custody news and updates."
      />
      <Icon aria-hidden="true" className={`size-12 ${outcome.iconClass}`} />
      <h1 className="text-3xl font-bold tracking-tight">{outcome.title}</h1>
      <p className="text-muted-foreground">{outcome.text}</p>
      <Button asChild className="mt-2">
        <Link to="/news">{outcome.link}</Link>
      </Button>
    </section>
  );
}
