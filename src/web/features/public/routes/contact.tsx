import { PageMeta } from '../../../lib/page-meta';
import { ContactForm } from '../components/contact/contact-form';
import { ContactGetInTouch } from '../components/contact/contact-get-in-touch';
import { ContactLocations } from '../components/contact/contact-locations';
import { PageHero } from '../components/shared/page-hero';

export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Contact Orion Transit & Custody: send a message, call our 24/7 line or visit one of our four offices."
      />
      <PageHero eyebrow="We are here around the clock" title="Contact Us">
        Questions about secure transport or vault storage? Write to us, call, or visit one of our
        offices: a security specialist will answer.
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-16 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid gap-8 lg:grid-cols-3">
          <section
            aria-labelledby="message-heading"
            className="rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8 lg:col-span-2"
          >
            <h2 id="message-heading" className="text-2xl font-bold tracking-tight">
              Send us a Message
            </h2>
            <p className="mt-2 mb-6 text-sm text-muted-foreground">Fields marked * are required.</p>
            <ContactForm />
          </section>
          <ContactGetInTouch />
        </div>
        <ContactLocations />
      </div>
    </>
  );
}
