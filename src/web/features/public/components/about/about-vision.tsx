import { Compass, Target } from 'lucide-react';

const STATEMENTS = [
  {
    icon: Compass,
    title: 'Our Vision',
    text: 'A world in which any valuable can be moved or stored anywhere with complete confidence, and its owner always knows where it is and who has touched it.',
  },
  {
    icon: Target,
    title: 'Our Mission',
    text: 'To protect our clients’ assets with vetted people, audited procedures and technology that makes every step visible, from the first collection to the last hand-over.',
  },
];

export function AboutVision() {
  return (
    <section aria-label="Vision and mission" className="py-20">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
        {STATEMENTS.map(({ icon: Icon, title, text }) => (
          <article key={title} className="rounded-xl border border-border bg-card p-8 shadow-sm">
            <Icon aria-hidden="true" className="size-8 text-accent-text" />
            <h2 className="mt-4 text-2xl font-bold">{title}</h2>
            <p className="mt-3 text-muted-foreground">{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
