import { DarkBandLinks } from './dark-band-links';

export function HomeCallToAction() {
  return (
    <section
      aria-labelledby="cta-heading"
      className="bg-linear-to-br from-hero to-hero-deep py-20 text-center text-white"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to Secure Your Assets?
        </h2>
        <p className="mt-4 text-lg text-slate-200">
          Talk to our specialists about your next shipment or vault requirement, or follow a
          consignment that is already on its way.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <DarkBandLinks
            primary={{ to: '/contact', label: 'Get Started Today' }}
            secondary={{ to: '/track', label: 'Track a Shipment' }}
          />
        </div>
      </div>
    </section>
  );
}
