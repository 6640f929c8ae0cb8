import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MapPin, Phone, Siren } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { cn } from '../../../../lib/cn';
import { telHref } from '../../../../lib/tel-href';
import { Spinner } from '../../../../ui/spinner';
import { toast } from '../../../../ui/use-toast';
import { publicSettingsQueryOptions } from '../../../../lib/public-settings';
import { withFallbacks } from '../../api/get-public-settings';
import { BUSINESS_HOURS, EMERGENCY_LINE, RESPONSE_PROMISES } from '../../content/contact-details';

function DetailRow({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-md bg-primary/10 text-accent-text [&_svg]:size-5">
        {icon}
      </span>
      <div className="grid gap-0.5 text-sm">
        <span className="font-semibold">{title}</span>
        {children}
      </div>
    </li>
  );
}

function ContactDetails() {
  const { data, isPending, isError, errorUpdatedAt } = useQuery(publicSettingsQueryOptions);

  // The toast is a message to an outside system (the toast store) about a failed load, sent
  // once per failure: errorUpdatedAt changes only when a new attempt fails.
  useEffect(() => {
    if (!isError) return;
    toast({
      title: 'Could not load contact details',
      description: 'Displaying default information.',
      variant: 'destructive',
    });
  }, [isError, errorUpdatedAt]);

  if (isPending) {
    return (
      <div className="grid min-h-44 place-items-center">
        <Spinner label="Loading contact details" showLabel />
      </div>
    );
  }

  const settings = withFallbacks(data);
  return (
    <ul className="grid gap-5">
      <DetailRow icon={<Phone aria-hidden="true" />} title="Phone">
        <a href={telHref(settings.contact_phone)} className="text-muted-foreground hover:underline">
          {settings.contact_phone}
        </a>
      </DetailRow>
      <DetailRow icon={<Mail aria-hidden="true" />} title="Email">
        <a
          href={`mailto:${settings.contact_email}`}
          className="break-all text-muted-foreground hover:underline"
        >
          {settings.contact_email}
        </a>
      </DetailRow>
      <DetailRow icon={<MapPin aria-hidden="true" />} title="Address">
        <address className="text-muted-foreground not-italic">
          {settings.company_address.split('\n').map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </address>
      </DetailRow>
    </ul>
  );
}

type ColumnCardProps = {
  id: string;
  title: string;
  icon?: ReactNode;
  /** The emergency line stands out on the hero's dark band. */
  emphasis?: boolean;
  children: ReactNode;
};

function ColumnCard({ id, title, icon, emphasis = false, children }: ColumnCardProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-lg p-6 shadow-sm',
        emphasis
          ? 'bg-linear-to-br from-hero to-hero-deep text-white'
          : 'border border-border bg-card',
      )}
    >
      <h2 id={id} className="mb-4 flex items-center gap-2 text-lg font-bold [&_svg]:size-5">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The column beside the form: how to reach us, when, and how fast we answer. */
export function ContactGetInTouch() {
  return (
    <aside aria-labelledby="get-in-touch-heading" className="grid content-start gap-6">
      <ColumnCard id="get-in-touch-heading" title="Get in Touch">
        <ContactDetails />
      </ColumnCard>

      <ColumnCard
        id="emergency-heading"
        title={EMERGENCY_LINE.label}
        icon={<Siren aria-hidden="true" className="text-amber-300" />}
        emphasis
      >
        <p className="text-sm text-slate-200">
          For shipments in transit and vault security incidents, day and night.
        </p>
        <a
          href={telHref(EMERGENCY_LINE.phone)}
          className="mt-4 inline-block text-2xl font-bold text-amber-300 hover:underline focus-visible:outline-amber-300"
        >
          {EMERGENCY_LINE.phone}
        </a>
      </ColumnCard>

      <ColumnCard
        id="hours-heading"
        title="Business Hours"
        icon={<Clock aria-hidden="true" className="text-accent-text" />}
      >
        <ul className="grid gap-1 text-sm text-muted-foreground">
          {BUSINESS_HOURS.map((hours) => (
            <li key={hours}>{hours}</li>
          ))}
        </ul>
        <h3 className="mt-5 text-sm font-semibold">Response times</h3>
        <dl className="mt-2 grid gap-1 text-sm">
          {RESPONSE_PROMISES.map(({ label, promise }) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{promise}</dd>
            </div>
          ))}
        </dl>
      </ColumnCard>
    </aside>
  );
}
