import { CircleX, MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { NOTIFICATION_KIND_LABELS, kindOfUnsubscribeToken } from '#shared/notification';
import { Button } from '../../../ui/button';
import { useUnsubscribe } from '../api/unsubscribe';
import { AskFirst, DoneIcon, Outcome } from '../components/outcome';

const DESCRIPTION = 'Choose which notification e-mails Orion Transit & Custody sends you.';

const SETTINGS_PATH = '/vault/settings';

/**
 * Where a notification e-mail's "Unsubscribe from these e-mails" link leads: it says what will
 * stop and asks, so a mail scanner that opens every link unsubscribes no one.
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const kind = kindOfUnsubscribeToken(token);
  const unsubscribe = useUnsubscribe();

  if (!kind) {
    return (
      <Outcome
        icon={<CircleX aria-hidden="true" className="size-12 text-destructive" />}
        title="Link not valid"
        description={DESCRIPTION}
      >
        <p className="text-muted-foreground">
          This unsubscribe link is not complete. Open it again from the e-mail, or choose which
          e-mails you receive in Account Settings.
        </p>
        <SettingsLink />
      </Outcome>
    );
  }
  const label = NOTIFICATION_KIND_LABELS[kind].toLowerCase();
  if (unsubscribe.isSuccess) {
    return (
      <Outcome icon={<DoneIcon />} title="You are unsubscribed" description={DESCRIPTION}>
        <p className="text-muted-foreground">
          We will no longer e-mail you about {label}. You will still see them in the client
          portal&apos;s notifications, and you can turn these e-mails back on in Account Settings.
        </p>
        <SettingsLink />
      </Outcome>
    );
  }
  return (
    <AskFirst
      icon={<MailX aria-hidden="true" className="size-12 text-muted-foreground" />}
      title="Unsubscribe from e-mails"
      description={DESCRIPTION}
      question={
        <>
          Stop the e-mails about <strong className="text-foreground">{label}</strong>? You will
          still see these notifications in the client portal, and nothing else changes.
        </>
      }
      action={unsubscribe}
      token={token}
      label="Unsubscribe"
      pendingLabel="Unsubscribing..."
    />
  );
}

function SettingsLink() {
  return (
    <Button asChild variant="outline" className="mt-2">
      <Link to={SETTINGS_PATH}>Go to Account Settings</Link>
    </Button>
  );
}
