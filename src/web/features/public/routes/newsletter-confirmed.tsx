import { CircleX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { DoneIcon, Outcome } from '../components/outcome';

const OUTCOMES = {
  confirmed: {
    icon: <DoneIcon />,
    title: 'Subscription confirmed',
    text: 'Thank you. Our news and updates will arrive at the address you confirmed.',
    link: 'Read the latest news',
  },
  invalid: {
    icon: <CircleX aria-hidden="true" className="size-12 text-destructive" />,
    title: 'Link not valid',
    text: 'This confirmation link is invalid or was already replaced. Please subscribe again.',
    link: 'Go to News & Updates',
  },
};

/** Where the newsletter confirmation link leads (GET /api/newsletter/confirm redirects here). */
export function NewsletterConfirmedPage() {
  const [searchParams] = useSearchParams();
  const outcome = OUTCOMES[searchParams.get('error') ? 'invalid' : 'confirmed'];

  return (
    <Outcome
      icon={outcome.icon}
      title={outcome.title}
      description="Confirmation of your subscription to Orion Transit & Custody news and updates."
    >
      <p className="text-muted-foreground">{outcome.text}</p>
      <Button asChild className="mt-2">
        <Link to="/news">{outcome.link}</Link>
      </Button>
    </Outcome>
  );
}
