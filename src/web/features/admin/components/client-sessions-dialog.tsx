import { useState } from 'react';
import type { AccountSession } from '#shared/account-session';
import { useOpenedDialog } from '../../../lib/use-opened-dialog';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EndSessionDialog } from '../../../ui/end-session-dialog';
import { LoadFailure } from '../../../ui/load-failure';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { SessionList, sessionName } from '../../../ui/session-list';
import { Spinner } from '../../../ui/spinner';
import { Button } from '../../../ui/button';
import { pluralize } from '#shared/pluralize';
import {
  useClientSessions,
  useEndAllClientSessions,
  useEndClientSession,
} from '../api/client-sessions';

export type ClientSessionsTarget = { clientId: string; name: string };

/** A client's active sessions, each with End, from the Clients list's row actions. */
export function ClientSessionsDialog({
  target,
  onClose,
}: {
  target: ClientSessionsTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent
          title={`Sessions of ${target.name}`}
          description="Where this client is signed in now. Ending a session signs that browser out at once."
          className="max-w-xl"
        >
          <ClientSessions target={target} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * The list and what End did, each End asked once more first (it signs a browser out at once). What
 * happened is said inside the dialog, not by a toast: the modal hides the rest of the page, toasts
 * included, from assistive technology.
 */
function ClientSessions({ target }: { target: ClientSessionsTarget }) {
  const sessions = useClientSessions(target.clientId);
  const endSession = useEndClientSession(target.clientId);
  const endAll = useEndAllClientSessions(target.clientId);
  const ending = useOpenedDialog<AccountSession>();
  const [confirmingAll, setConfirmingAll] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const failed = endSession.error ?? endAll.error;

  function confirmEnd() {
    const session = ending.what;
    if (!session) return;
    endSession.mutate(session.id, {
      onSuccess: () => {
        setOutcome(`Session ended: ${sessionName(session)} is signed out.`);
        // Its row, with the End button that opened this, is gone.
        ending.dismiss();
      },
      onError: () => ending.close(),
    });
  }

  function confirmEndAll() {
    endAll.mutate(undefined, {
      onSuccess: ({ ended }) => {
        setOutcome(`${pluralize(ended, 'session')} ended.`);
        setConfirmingAll(false);
      },
      onError: () => setConfirmingAll(false),
    });
  }

  if (sessions.isPending) return <Spinner label="Loading sessions..." />;
  if (sessions.isError) {
    return (
      <LoadFailure onRetry={() => void sessions.refetch()}>
        {sessions.error.message || 'The sessions could not be loaded.'}
      </LoadFailure>
    );
  }
  return (
    <>
      <p role="status" className="text-sm empty:hidden">
        {outcome}
      </p>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          The sessions could not be ended. {failed.message}
        </p>
      )}
      {sessions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">This client is not signed in anywhere.</p>
      ) : (
        <>
          <SessionList
            sessions={sessions.data}
            label={`Sessions of ${target.name}`}
            onEnd={(session, opener) => ending.open(session, opener)}
          />
          <Button
            variant="destructive"
            className="justify-self-end"
            onClick={() => setConfirmingAll(true)}
          >
            End all sessions
          </Button>
        </>
      )}
      <EndSessionDialog
        session={ending.what}
        account={target.name}
        pending={endSession.isPending}
        onCancel={ending.close}
        onConfirm={confirmEnd}
      />
      <ConfirmDialog
        open={confirmingAll}
        onOpenChange={setConfirmingAll}
        title="End all sessions?"
        description={`Every browser where ${target.name} is signed in will be signed out at once.`}
        confirmLabel="End all sessions"
        pendingLabel="Ending..."
        pending={endAll.isPending}
        onConfirm={confirmEndAll}
      />
    </>
  );
}
