import { useState } from 'react';
import { HANDOFF_KIND_LABELS } from '#shared/custody';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useReachable } from '../outbox/connection';
import { outboxChanged } from '../outbox/outbox-changes';
import { removeFromOutbox, type QueuedHandoff } from '../outbox/outbox-store';

/**
 * What this phone made and the server has not recorded yet: handoffs waiting for the network, or
 * refused with the server's reason (decision 077). A refused one is discarded by hand: the
 * courier reads why first, and records it again corrected.
 */
export function OutboxList({
  handoffs,
  positions,
}: {
  handoffs: QueuedHandoff[];
  positions: number;
}) {
  const [discarding, setDiscarding] = useState<QueuedHandoff | null>(null);
  const reachable = useReachable();
  if (handoffs.length === 0 && positions === 0) return null;
  return (
    <section aria-labelledby="outbox-heading" className="grid gap-2 rounded-lg border p-4">
      <h2 id="outbox-heading" className="font-semibold">
        Waiting to be sent
      </h2>
      {handoffs.length > 0 && (
        <ul className="grid gap-2" aria-label="Handoffs waiting">
          {handoffs.map((queued) => (
            <li key={queued.key} className="grid gap-1 text-sm">
              <span>
                {HANDOFF_KIND_LABELS[queued.handoff.kind]} of {queued.tracking_number}, made{' '}
                {formatDateTime(queued.made_at)}
              </span>
              {queued.refusal ? (
                <>
                  <span className="text-destructive">Refused: {queued.refusal}</span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    onClick={() => setDiscarding(queued)}
                  >
                    Discard
                  </Button>
                </>
              ) : (
                <span className="text-muted-foreground">
                  {reachable ? 'Sending…' : 'Waiting for network'}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {positions > 0 && (
        <p className="text-sm text-muted-foreground">
          {positions} position{positions === 1 ? '' : 's'} to send.
        </p>
      )}
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => {
          if (!open) setDiscarding(null);
        }}
        title="Discard this handoff?"
        description="It was refused and will not be recorded. Record it again if it happened."
        confirmLabel="Discard"
        confirmVariant="destructive"
        onConfirm={() => {
          if (!discarding) return;
          void removeFromOutbox(discarding.key).then(() => outboxChanged());
          setDiscarding(null);
        }}
      />
    </section>
  );
}
