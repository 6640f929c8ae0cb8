import { formatEstimate } from '#shared/cost-estimate';
import type { GenuineDocument } from '#shared/document-verdict';
import { DescriptionList } from '../../../../ui/description-list';
import { SecurityLevelBadge } from '../../../../ui/security-level-badge';
import { formatDateTime, NOT_AVAILABLE } from '../../../../lib/format';
import { TrackCard } from '../track/track-card';
import { GenuineBanner } from './genuine-banner';

type Quote = Extract<GenuineDocument, { type: 'quote' }>;

/** A quote whose signature holds: its number, route, class and price, exactly as issued. */
export function GenuineQuote({ quote }: { quote: Quote }) {
  const { facts } = quote;
  return (
    <div className="grid gap-6">
      <GenuineBanner title="Genuine quote">
        <p>
          Quote {facts.number}, issued by Orion Transit &amp; Custody on{' '}
          {formatDateTime(quote.issued_at)} and unchanged since. Compare it with the quote you hold:
          everything below is what it states.
        </p>
        <p className="text-sm break-all text-muted-foreground">Document {quote.id}</p>
      </GenuineBanner>
      <TrackCard id="quote-facts-heading" title="Quote" className="max-w-2xl">
        <DescriptionList
          layout="beside"
          items={[
            { term: 'Quote Number', details: facts.number },
            { term: 'Origin', details: facts.origin },
            { term: 'Destination', details: facts.destination },
            {
              term: 'Security Level',
              details: <SecurityLevelBadge level={facts.security_level} />,
            },
            { term: 'Weight', details: `${facts.weight_kg} kg` },
            {
              term: 'Dimensions',
              details: facts.dimensions_cm && `${facts.dimensions_cm} cm`,
              fallback: NOT_AVAILABLE,
            },
            { term: 'Price', details: `${formatEstimate(facts.price)} (USD)` },
            { term: 'Valid Until', details: formatDateTime(facts.valid_until) },
          ]}
        />
      </TrackCard>
    </div>
  );
}
