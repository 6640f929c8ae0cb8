import { REAUTHENTICATION_REQUIRED_CODE } from '#shared/auth';
import { ApiError } from '../../lib/api';
import { toast } from '../../ui/use-toast';

/** What a request rejects with when its owner closes "Confirm it's you": show it or let it go. */
class ReauthenticationCancelled extends Error {
  constructor() {
    super("Nothing was done: you did not confirm it's you.");
    this.name = 'ReauthenticationCancelled';
  }
}

type Confirmation = {
  /** Keys the dialog, so each confirmation starts with an empty form. */
  id: number;
  /** What had the focus when the confirmation was asked for; it gets it back afterwards. */
  opener: HTMLElement | null;
  settle: (outcome: 'confirmed' | 'cancelled') => void;
  done: Promise<void>;
};

// One confirmation at a time: every request refused meanwhile waits for the same one.
let current: Confirmation | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Confirmation | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

function confirmItsYou(): Promise<void> {
  if (current) return current.done;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let settle!: Confirmation['settle'];
  const done = new Promise<void>((resolve, reject) => {
    settle = (outcome) =>
      outcome === 'confirmed' ? resolve() : reject(new ReauthenticationCancelled());
  });
  publish({ id: nextId++, opener, settle, done });
  return done;
}

/**
 * The dialog's side (reauthentication-dialog.tsx): the confirmation it shows, and how it ends. The
 * opener gets the focus back once the dialog's focus trap has gone.
 */
export const reauthenticationRequests = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  current: () => current?.id ?? null,
  settle(outcome: 'confirmed' | 'cancelled') {
    const ending = current;
    if (!ending) return;
    publish(null);
    ending.settle(outcome);
    const opener = ending.opener;
    if (opener?.isConnected) requestAnimationFrame(() => opener.focus());
  },
};

/**
 * Runs a request that the server may refuse with 403 REAUTHENTICATION_REQUIRED (a credential change
 * or an export, once the sign-in is 10 minutes old): then "Confirm it's you" asks for the password
 * (or a passkey), and the request runs once more. Cancel rejects with ReauthenticationCancelled.
 */
export async function withReauthentication<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== REAUTHENTICATION_REQUIRED_CODE) throw error;
  }
  await confirmItsYou();
  return request();
}

/** A failed request's destructive toast with the server's reason; none when its owner cancelled. */
export function toastFailureUnlessCancelled(title: string, error: Error) {
  if (error instanceof ReauthenticationCancelled) return;
  toast({ title, description: error.message || 'Something went wrong', variant: 'destructive' });
}
