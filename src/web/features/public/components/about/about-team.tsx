import { initials, LEADERSHIP_TEAM } from '../../content/about';
import { PageSection } from '../shared/page-section';

export function AboutTeam() {
  return (
    <PageSection
      headingId="team-heading"
      title="Leadership Team"
      intro="Specialists in security, logistics and technology who answer for every consignment."
      band="wide"
      className="py-20"
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {LEADERSHIP_TEAM.map(({ name, role, experience }) => (
          <li
            key={name}
            className="rounded-xl border border-border bg-card p-6 text-center shadow-sm"
          >
            <span
              aria-hidden="true"
              className="mx-auto grid size-20 place-items-center rounded-full bg-linear-to-br from-hero to-hero-deep text-2xl font-bold text-amber-300"
            >
              {initials(name)}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{name}</h3>
            <p className="text-sm font-medium text-accent-text">{role}</p>
            <p className="mt-3 text-sm text-muted-foreground">{experience}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
