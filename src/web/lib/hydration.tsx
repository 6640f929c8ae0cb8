import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useBrowserValue } from './browser-value';

/**
 * Calls `onHydrated` once the app's first render has taken the drawn page over: effects run after
 * every part above has been committed, so the page's controls may be handed to the visitor then.
 */
export function WhenHydrated({
  onHydrated,
  children,
}: {
  onHydrated: () => void;
  children: ReactNode;
}) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** True while the component is being hydrated into a drawn page, false in any other render. */
const useHydrating = () => useBrowserValue(() => false, true);

/**
 * Whether the parts a drawn page lacks (Track's answer, on a page drawn for /track without the
 * number) may be drawn: during hydration they would not match the drawing, so they come after it,
 * in a transition that React renders in slices. True at once outside hydration.
 */
export function useDrawnAfterHydration(): boolean {
  const hydrating = useHydrating();
  const [drawn, setDrawn] = useState(!hydrating);
  useEffect(() => {
    if (!drawn) startTransition(() => setDrawn(true));
  }, [drawn]);
  return drawn;
}
