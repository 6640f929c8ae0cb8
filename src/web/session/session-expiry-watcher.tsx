import { useEffect, useRef } from 'react';
import { toast } from '../ui/use-toast';
import { useSession } from './get-session';

// Set by sign-out, so leaving on purpose is not reported as an expired session.
let signingOut = false;

export function markSigningOut(active = true) {
  signingOut = active;
}

/** True between a sign-out request and the moment the app has seen the session end. */
export function isSigningOut() {
  return signingOut;
}

/**
 * Tells the user when the server ended their session (idle timeout, lifetime, revocation): the
 * session read comes back empty where a user was. Guards then send them to sign in.
 */
export function SessionExpiryWatcher() {
  const { user } = useSession();
  const previous = useRef(user);

  // Reacting to a change of server state, not deriving render output: an effect is the tool here.
  useEffect(() => {
    if (previous.current && !user) {
      if (!signingOut) {
        toast({
          title: 'Session expired',
          description: 'Your session has ended, please sign in again.',
          variant: 'destructive',
        });
      }
      signingOut = false;
    }
    previous.current = user;
  }, [user]);

  return null;
}
