import { CreditCard, Shield, Truck, Vault } from 'lucide-react';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, type FaqCategory } from '../../content/faq';
import { PageSection } from '../shared/page-section';

const TOPICS: Record<FaqCategory, { icon: typeof Shield; text: string }> = {
  security: {
    icon: Shield,
    text: 'Protection in transit, data confidentiality and staff screening.',
  },
  shipping: { icon: Truck, text: 'Tracking, international routes and booking lead times.' },
  vault: { icon: Vault, text: 'What we store, visiting your items and insurance.' },
  billing: { icon: CreditCard, text: 'Pricing, payment methods and volume discounts.' },
};

type FaqPopularTopicsProps = { onSelect: (category: FaqCategory) => void };

/** One card per category; choosing one shows that category's questions. */
export function FaqPopularTopics({ onSelect }: FaqPopularTopicsProps) {
  return (
    <PageSection
      headingId="topics-heading"
      title="Popular Topics"
      band="wide"
      className="bg-muted/60 py-16"
    >
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FAQ_CATEGORIES.map((category) => {
          const { icon: Icon, text } = TOPICS[category];
          return (
            <li key={category}>
              <button
                type="button"
                onClick={() => onSelect(category)}
                className="flex h-full w-full flex-col items-start gap-3 rounded-xl border border-border bg-card p-6 text-left text-card-foreground shadow-sm transition-colors hover:border-primary"
              >
                <Icon aria-hidden="true" className="size-7 text-accent-text" />
                <span className="text-lg font-semibold">{FAQ_CATEGORY_LABELS[category]}</span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
