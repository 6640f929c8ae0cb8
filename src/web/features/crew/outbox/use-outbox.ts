import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../../ui/use-toast';
import { HANDOFF_KIND_LABELS } from '#shared/custody';
import { CREW_KEYS } from '../api/crew-queries';
import { isReachable } from './connection';
import { onOutboxChange } from './outbox-changes';
import { readOutbox, type OutboxContents } from './outbox-store';
import { sendOutbox, type SendResult } from './send-outbox';

/** How often the app tries again: soon while the server cannot be reached, then at ease. */
const RETRY_MS = 20_000;
const RETRY_UNREACHABLE_MS = 5_000;

/** What the outbox holds now, read again whenever it changes in any tab. */
export function useOutboxContents(): OutboxContents | null {
  const [contents, setContents] = useState<OutboxContents | null>(null);
  useEffect(() => {
    let current = true;
    const read = () =>
      void readOutbox().then((next) => {
        if (current) setContents(next);
      });
    read();
    const stop = onOutboxChange(read);
    return () => {
      current = false;
      stop();
    };
  }, []);
  return contents;
}

/** Who hears what each pass of the outbox came to. */
const resultListeners = new Set<(result: SendResult) => void>();

/** Asks for a pass of the outbox now; passes queue behind one another (send-outbox's lock). */
export function requestSend(): void {
  void sendOutbox().then((result) => {
    for (const listener of resultListeners) listener(result);
  });
}

/**
 * Sends the outbox while the app is open (decision 077): at once, whenever the network returns or
 * something is queued, and every 20 seconds (5 while the server cannot be reached). Tells the courier what was recorded or refused.
 */
export function useOutboxSender(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const told = ({ recorded, refused }: SendResult) => {
      for (const handoff of recorded) {
        toast({
          title: `${HANDOFF_KIND_LABELS[handoff.handoff.kind]} recorded`,
          description: `Shipment ${handoff.tracking_number}.`,
        });
      }
      for (const handoff of refused) {
        toast({
          title: `${HANDOFF_KIND_LABELS[handoff.handoff.kind]} refused`,
          description: `Shipment ${handoff.tracking_number}: ${handoff.refusal ?? ''}`,
          variant: 'destructive',
        });
      }
    };
    resultListeners.add(told);
    // Whichever tab sent it, every tab shows the chain as the server now has it.
    const stopListening = onOutboxChange((change) => {
      if (change === 'recorded') void queryClient.invalidateQueries({ queryKey: CREW_KEYS.all });
    });
    window.addEventListener('online', requestSend);
    let timer: number | undefined;
    const again = () => {
      timer = window.setTimeout(
        () => {
          requestSend();
          again();
        },
        isReachable() ? RETRY_MS : RETRY_UNREACHABLE_MS,
      );
    };
    requestSend();
    again();
    return () => {
      resultListeners.delete(told);
      stopListening();
      window.removeEventListener('online', requestSend);
      window.clearTimeout(timer);
    };
  }, [queryClient]);
}
