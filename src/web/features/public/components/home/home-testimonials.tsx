import { Star } from 'lucide-react';
import { PageSection } from '../shared/page-section';

const TESTIMONIALS = [
  {
    name: 'Amelia Hart',
    company: 'Hart Gallery',
    content:
      'Orion moved forty paintings across three countries for our retrospective. Every crate arrived sealed, on time, and we watched each leg of the journey live.',
    rating: 5,
  },
  {
    name: 'Marcus Chen',
    company: 'Chen Jewelers',
    content:
      'Their vault team handles our inventory as if it were their own. Access logs, insurance paperwork and transfers are always in order.',
    rating: 5,
  },
  {
    name: 'Sofia Alvarez',
    company: 'Alvarez Holdings',
    content:
      'We needed bullion moved on a weekend with a day’s notice. Orion planned the route, briefed us at every checkpoint and delivered without a hitch.',
    rating: 5,
  },
];

export function HomeTestimonials() {
  return (
    <PageSection
      headingId="testimonials-heading"
      title="What Our Clients Say"
      intro="Galleries, jewellers and investment firms trust us with what matters most to them."
      band="wide"
      className="py-20"
    >
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {TESTIMONIALS.map(({ name, company, content, rating }) => (
          <li key={name}>
            <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
              <Rating value={rating} />
              <blockquote className="mt-4 flex-1 text-card-foreground">
                <p>“{content}”</p>
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold">{name}</span>
                <span className="text-sm text-muted-foreground">{company}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

function Rating({ value }: { value: number }) {
  return (
    <p role="img" aria-label={`Rated ${value} out of 5`} className="flex gap-1 text-amber-500">
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className="size-5"
          fill={index < value ? 'currentColor' : 'none'}
        />
      ))}
    </p>
  );
}
