import { TIMELINE } from '../../content/about';
import { PageSection } from '../shared/page-section';

export function AboutTimeline() {
  return (
    <PageSection
      headingId="timeline-heading"
      title="Our Journey"
      intro={`From one vault to a national network, ${TIMELINE[0].year} to ${TIMELINE.at(-1)?.year}.`}
      band="narrow"
      className="bg-muted/60 py-20"
    >
      <ol className="mt-12 border-l-2 border-accent">
        {TIMELINE.map(({ year, event }) => (
          <li key={year} className="relative pb-8 pl-8 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[9px] size-4 rounded-full border-2 border-accent bg-background"
            />
            <p className="text-lg font-bold text-accent-text">{year}</p>
            <p className="mt-1">{event}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
