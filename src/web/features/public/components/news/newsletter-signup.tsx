import { Mail } from 'lucide-react';
import type { FormEvent } from 'react';
import { ApiError } from '../../../../lib/api';
import { useTextField } from '../../../../lib/use-text-field';
import { Button } from '../../../../ui/button';
import { EmailField } from '../../../../ui/email-field';
import { toast } from '../../../../ui/use-toast';
import { useSubscribeToNewsletter } from '../../api/subscribe-to-newsletter';

function failureDescription(error: unknown) {
  return error instanceof ApiError && error.status < 500
    ? error.message
    : 'Something went wrong. Please try again.';
}

/** The News page's signup block: double opt-in, so success means "check your inbox". */
export function NewsletterSignup() {
  const email = useTextField();
  const subscribe = useSubscribeToNewsletter();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // zod loads with the first submit rather than with the page (decision 007).
    const { newsletterSignupSchema } = await import('#shared/newsletter-schema');
    const parsed = newsletterSignupSchema.safeParse({ email: email.value });
    if (!parsed.success) {
      email.setError(parsed.error.issues[0]?.message);
      return;
    }
    subscribe.mutate(parsed.data, {
      onSuccess: () => {
        toast({
          title: 'Check your inbox',
          description: `Confirm your subscription with the link we just sent to ${parsed.data.email}.`,
        });
        email.set('');
      },
      onError: (failure) =>
        toast({
          title: 'Subscription failed',
          description: failureDescription(failure),
          variant: 'destructive',
        }),
    });
  }

  return (
    <section
      aria-labelledby="newsletter-heading"
      className="rounded-lg bg-linear-to-br from-hero to-hero-deep px-6 py-10 text-white shadow-sm sm:px-10"
    >
      <div className="mx-auto grid max-w-2xl gap-6 text-center">
        <div>
          <Mail aria-hidden="true" className="mx-auto size-8 text-amber-300" />
          <h2 id="newsletter-heading" className="mt-3 text-2xl font-bold tracking-tight">
            Stay Updated
          </h2>
          <p className="mt-2 text-slate-200">
            Security, technology and company news from Orion Transit &amp; Custody in your inbox. We
            write only after you confirm your address.
          </p>
        </div>
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-label="Newsletter signup"
          className="grid gap-3 text-left sm:grid-cols-[1fr_auto] sm:items-start"
        >
          <div className="[&_[role=alert]]:text-amber-200 [&_label]:text-slate-100">
            <EmailField label="Email address" placeholder="you@company.com" field={email} />
          </div>
          <Button
            type="submit"
            variant="accent"
            disabled={subscribe.isPending}
            className="focus-visible:outline-amber-300 sm:mt-[1.375rem]"
          >
            {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </form>
      </div>
    </section>
  );
}
