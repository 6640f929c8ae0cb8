import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Passkey } from '#shared/passkeys';
import { PASSKEY_DEVICE_TYPE_LABELS } from '#shared/passkeys';
import { formatDate, formatDateTime, formatRelativeTime } from '../../lib/format';
import { useOpenedDialog } from '../../lib/use-opened-dialog';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { LoadFailure } from '../../ui/load-failure';
import { Spinner } from '../../ui/spinner';
import { ToneBadge } from '../../ui/tone-badge';
import { toast } from '../../ui/use-toast';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { usePasskeys, useRemovePasskey } from './passkeys-api';
import { useBrowserSupportsPasskeys, passkeyFailureText } from './webauthn';

/**
 * Account Settings' Passkeys (the client's, and the administrator's profile): the account's
 * passkeys, adding one and removing one. Each change is e-mailed to the owner by the server.
 */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  const removing = useOpenedDialog<Passkey>();
  const [adding, setAdding] = useState(false);
  const supported = useBrowserSupportsPasskeys();

  function confirmRemove() {
    const passkey = removing.what;
    if (!passkey) return;
    remove.mutate(passkey.id, {
      onSuccess: () => {
        toast({
          title: 'Passkey removed',
          description: `${passkey.name} can no longer sign you in.`,
        });
        removing.dismiss();
      },
      onError: (error) => {
        toast({
          title: 'The passkey could not be removed',
          description: passkeyFailureText(error),
          variant: 'destructive',
        });
        removing.close();
      },
    });
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Passkeys</CardTitle>
          <CardDescription>
            Sign in with your fingerprint, face or device PIN instead of your password. A passkey is
            both sign-in steps at once, so no code is asked.
          </CardDescription>
        </div>
        {supported && (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add a passkey
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-2">
        {!supported && (
          <p className="text-sm text-muted-foreground">
            This browser cannot use passkeys. Open Account Settings in a browser that can to add
            one.
          </p>
        )}
        {passkeys.isPending && <Spinner label="Loading your passkeys..." />}
        {passkeys.isError && (
          <LoadFailure onRetry={() => void passkeys.refetch()}>
            Your passkeys could not be loaded.
          </LoadFailure>
        )}
        {passkeys.isSuccess && passkeys.data.length === 0 && (
          <p className="text-sm text-muted-foreground">You have no passkeys yet.</p>
        )}
        {passkeys.isSuccess && passkeys.data.length > 0 && (
          <PasskeyList
            passkeys={passkeys.data}
            onRemove={(passkey, opener) => removing.open(passkey, opener)}
          />
        )}
      </CardContent>
      <AddPasskeyDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={(passkey) => {
          toast({ title: 'Passkey added', description: `${passkey.name} can now sign you in.` });
          setAdding(false);
        }}
      />
      <ConfirmDialog
        open={removing.what !== null}
        onOpenChange={(open) => !open && removing.close()}
        title="Remove this passkey?"
        description={`${removing.what?.name ?? 'It'} will no longer sign you in. You can add it again later.`}
        confirmLabel="Remove passkey"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}

type PasskeyListProps = {
  passkeys: Passkey[];
  /** Gets the passkey and its Remove button, which has the focus back when the dialog closes. */
  onRemove: (passkey: Passkey, opener: HTMLElement | null) => void;
};

function PasskeyList({ passkeys, onRemove }: PasskeyListProps) {
  return (
    <ul aria-label="Your passkeys" className="grid divide-y divide-border">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="flex flex-wrap items-center gap-4 py-3">
          <KeyRound aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          <div className="min-w-0 flex-1 basis-48">
            <p className="flex flex-wrap items-center gap-2 font-medium break-words">
              {passkey.name}
              <ToneBadge tone={passkey.device_type === 'multiDevice' ? 'blue' : 'grey'}>
                {PASSKEY_DEVICE_TYPE_LABELS[passkey.device_type]}
              </ToneBadge>
            </p>
            <p className="text-sm text-muted-foreground">
              Added{' '}
              <time dateTime={passkey.created_at} title={formatDateTime(passkey.created_at)}>
                {formatDate(passkey.created_at)}
              </time>
              {' · '}
              {passkey.last_used_at ? (
                <>
                  Last used{' '}
                  <time
                    dateTime={passkey.last_used_at}
                    title={formatDateTime(passkey.last_used_at)}
                  >
                    {formatRelativeTime(passkey.last_used_at)}
                  </time>
                </>
              ) : (
                'Never used'
              )}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Remove passkey: ${passkey.name}`}
            onClick={(event) => onRemove(passkey, event.currentTarget)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
