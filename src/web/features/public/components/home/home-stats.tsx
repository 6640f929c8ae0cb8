const STATISTICS = [
  { number: '10,000+', label: 'Secure Deliveries' },
  { number: '99.9%', label: 'Uptime' },
  { number: '500+', label: 'Clients' },
  { number: '24/7', label: 'Support' },
];

export function HomeStats() {
  return (
    <section aria-label="Orion in numbers" className="border-y border-border bg-card">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        {STATISTICS.map(({ number, label }) => (
          <div key={label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">{number}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
