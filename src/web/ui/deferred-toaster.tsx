import { lazy, Suspense } from 'react';
import { usePageSettled } from '../lib/page-settled';
import { useToast } from './use-toast';

const Toaster = lazy(async () => ({ default: (await import('./toast')).Toaster }));

/**
 * The toaster (radix Toast) is a chunk of its own, off the first page's critical path: it is
 * fetched once the page has loaded and the browser is idle (so the F8 "Notifications" region is
 * there before anything is said in it), or at once when a toast comes first (the toast store holds
 * it meanwhile, so nothing is lost). Mount once near the root of the app.
 */
export function DeferredToaster() {
  const { active } = useToast();
  const settled = usePageSettled();
  if (!settled && !active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
