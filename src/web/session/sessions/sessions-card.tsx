import { LogOut } from 'lucide-react';
import { useState } from 'react';
import type { AccountSession } from '#shared/account-session';
import { pluralize } from '#shared/pluralize';
import { useOpenedDialog } from '../../lib/use-opened-dialog';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EndSessionDialog } from '../../ui/end-session-dialog';
import { LoadFailure } from '../../ui/load-failure';
import { SessionList, sessionName } from '../../ui/session-list';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { useAccountSessions, useEndOtherSessions, useEndSession } from './account-sessions';

function toastFailure(title: string, error: Error) {
  toast({ title, description: error.message || 'Something went wrong', variant: 'destructive' });
}

/**
 * Sessions, in the client's Account Settings and the admin's Profile: where the account is signed
 * in, and ending any other of them.
 */
export function SessionsCard() {
  const sessions = useAccountSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const ending = useOpenedDialog<AccountSession>();
  const [confirmingAll, setConfirmingAll] = useState(false);
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  function confirmEnd() {
    const session = ending.what;
    if (!session) return;
    endSession.mutate(session.id, {
      onSuccess: () => {
        toast({ title: 'Session ended', description: `${sessionName(session)} is signed out.` });
        ending.dismiss();
      },
      onError: (error) => {
        toastFailure('The session could not be ended', error);
        ending.close();
      },
    });
  }

  function confirmEndOthers() {
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        toast({
          title: 'Other sessions signed out',
          description: `${pluralize(ended, 'session')} ended.`,
        });
        setConfirmingAll(false);
      },
      onError: (error) => {
        toastFailure('The sessions could not be ended', error);
        setConfirmingAll(false);
      },
    });
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Sessions</CardTitle>
          <CardDescription>
            Where your account is signed in now. End any session you do not recognise, and change
            your password.
          </CardDescription>
        </div>
        {others.length > 0 && (
          <Button variant="outline" onClick={() => setConfirmingAll(true)}>
            <LogOut aria-hidden="true" />
            Sign out all other sessions
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {sessions.isPending && <Spinner label="Loading your sessions..." />}
        {sessions.isError && (
          <LoadFailure onRetry={() => void sessions.refetch()}>
            Your sessions could not be loaded.
          </LoadFailure>
        )}
        {sessions.isSuccess && (
          <>
            <SessionList
              sessions={sessions.data}
              label="Your sessions"
              onEnd={(session, opener) => ending.open(session, opener)}
            />
            {others.length === 0 && (
              <p className="pt-2 text-sm text-muted-foreground">
                You are not signed in anywhere else.
              </p>
            )}
          </>
        )}
      </CardContent>
      <EndSessionDialog
        session={ending.what}
        pending={endSession.isPending}
        onCancel={ending.close}
        onConfirm={confirmEnd}
      />
      <ConfirmDialog
        open={confirmingAll}
        onOpenChange={setConfirmingAll}
        title="Sign out all other sessions?"
        description="Every browser signed in to your account, except this one, will be signed out at once."
        confirmLabel="Sign out others"
        pendingLabel="Signing out..."
        pending={endOthers.isPending}
        onConfirm={confirmEndOthers}
      />
    </Card>
  );
}
