import { lazy, Suspense, useSyncExternalStore } from 'react';
import { reauthenticationRequests } from './with-reauthentication';

const { subscribe, current } = reauthenticationRequests;

const ReauthenticationDialog = lazy(async () => ({
  default: (await import('./reauthentication-dialog')).ReauthenticationDialog,
}));

/**
 * Where "Confirm it's you" appears, mounted once in the app's providers. Its dialog is a chunk of
 * its own, fetched the first time a request needs it rather than with every public page.
 */
export function ReauthenticationPrompt() {
  const confirmation = useSyncExternalStore(subscribe, current, current);
  if (confirmation === null) return null;
  return (
    <Suspense fallback={null}>
      <ReauthenticationDialog confirmation={confirmation} />
    </Suspense>
  );
}
