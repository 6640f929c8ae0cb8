import { useState } from 'react';
import type { AccountSession } from '#shared/account-session';
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
 * The list and what End did. What happened is said inside the dialog, not by a toast: the modal
 * hides the rest of the page, toasts included, from assistive technology.
 */
function ClientSessions({ target }: { target: ClientSessionsTarget }) {
  const sessions = useClientSessions(target.clientId);
  const endSession = useEndClientSession(target.clientId);
  const endAll = useEndAllClientSessions(target.clientId);
  const [outcome, setOutcome] = useState<string | null>(null);
  const failed = endSession.error ?? endAll.error;

  function end(session: AccountSession) {
    endSession.mutate(session.id, {
      onSuccess: () => setOutcome(`Session ended: ${sessionName(session)} is signed out.`),
    });
  }

  function endEverySession() {
    endAll.mutate(undefined, {
      onSuccess: ({ ended }) => setOutcome(`${pluralize(ended, 'session')} ended.`),
    });
  }

  if (sessions.isPending) return <Spinner label="Loading sessions..." />;
  if (sessions.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        {sessions.error.message || 'The sessions could not be loaded.'}
        <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
          Try again
        </Button>
      </div>
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
            onEnd={(session) => end(session)}
          />
          <Button
            variant="destructive"
            className="justify-self-end"
            disabled={endAll.isPending}
            onClick={endEverySession}
          >
            {endAll.isPending ? 'Ending...' : 'End all sessions'}
          </Button>
        </>
      )}
    </>
  );
}
