import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

const BAND_COLUMNS = {
  wide: 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8',
  narrow: 'mx-auto max-w-3xl px-4 sm:px-6 lg:px-8',
} as const;

type PageSectionProps = {
  /** The id of the section's h2, which names the section for assistive technology. */
  headingId: string;
  title: ReactNode;
  intro?: ReactNode;
  /**
   * A band runs the page's full width (className sets its background and padding) and centres its
   * content in a column this wide; without one, the section sits in a column its page already sets.
   */
  band?: keyof typeof BAND_COLUMNS;
  className?: string;
  children: ReactNode;
};

/** A section of a public page, named by its centred h2 and introduction, with its content below. */
export function PageSection({
  headingId,
  title,
  intro,
  band,
  className,
  children,
}: PageSectionProps) {
  const content = (
    <>
      <SectionHeading id={headingId} title={title} intro={intro} />
      {children}
    </>
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {band ? <div className={BAND_COLUMNS[band]}>{content}</div> : content}
    </section>
  );
}
