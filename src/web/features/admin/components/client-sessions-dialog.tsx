import { useState } from 'react';
import type { AccountSession } from '#shared/account-session';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { SessionList, sessionName } from '../../../ui/session-list';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/use-toast';
import { Button } from '../../../ui/button';
import { useClientSessions, useEndClientSession } from '../api/client-sessions';

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

function ClientSessions({ target }: { target: ClientSessionsTarget }) {
  const sessions = useClientSessions(target.clientId);
  const endSession = useEndClientSession(target.clientId);
  const [endingId, setEndingId] = useState<string | null>(null);

  function end(session: AccountSession) {
    setEndingId(session.id);
    endSession.mutate(session.id, {
      onSuccess: () =>
        toast({ title: 'Session ended', description: `${sessionName(session)} is signed out.` }),
      onError: (error) =>
        toast({
          title: 'The session could not be ended',
          description: error.message || 'Something went wrong',
          variant: 'destructive',
        }),
      onSettled: () => setEndingId(null),
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
  if (sessions.data.length === 0) {
    return <p className="text-sm text-muted-foreground">This client is not signed in anywhere.</p>;
  }
  return (
    <SessionList
      sessions={sessions.data.filter((session) => session.id !== endingId)}
      label={`Sessions of ${target.name}`}
      onEnd={(session) => end(session)}
    />
  );
}
