import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * While the app hydrates a drawn page (decision 044), the turn the last `HydrateLater` part was
 * given; undefined when the app draws a page itself or once that first hydration is done.
 */
let lastTurn: Promise<void> | undefined;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `hydrate` with each `HydrateLater` part put off to a task of its own, one after another:
 * one hydration of a whole page was 110-180 ms of a slow phone's main thread, and Lighthouse
 * counts every task over 50 ms as blocking. Resolves once every part is hydrated.
 */
export async function hydrateInTurns(hydrate: () => void): Promise<void> {
  lastTurn = Promise.resolve();
  hydrate();
  // A part hydrated in its turn may hold parts that take turns of their own
  // (useDrawnAfterHydration): done once a turn has passed without a new one taken.
  let awaited: Promise<void> | undefined;
  while (awaited !== lastTurn) {
    awaited = lastTurn;
    await awaited;
  }
  lastTurn = undefined;
  // The last part hydrates in the task its turn resolved in; one more turn sees it done.
  await nextTask();
}

/** A turn after the previous part's: resolves in a task of its own. */
function takeTurn(): { promise: Promise<void>; came: boolean } | undefined {
  if (!lastTurn) return undefined;
  const turn = { promise: Promise.resolve(), came: false };
  turn.promise = lastTurn.then(nextTask).then(() => {
    turn.came = true;
  });
  lastTurn = turn.promise;
  return turn;
}

function WaitForTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(takeTurn);
  // Preact keeps a part's drawn elements on screen while it waits during hydration, and hydrates
  // them when it goes on. It keeps the part's first element only: a part must draw one element.
  if (turn && !turn.came) throw turn.promise;
  return children;
}

/** A part of a drawn page (one element) hydrated in a task of its own, after the parts before it. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}

/**
 * Whether the parts a drawn page lacks (Track's answer, on a page drawn for /track without the
 * number) may be drawn: during hydration they would lengthen hydration's task, so they wait for a
 * turn after the parts before them and are drawn in a task of their own. True at once outside
 * hydration.
 */
export function useDrawnAfterHydration(): boolean {
  const [turn] = useState(takeTurn);
  const [came, setCame] = useState(!turn);
  useEffect(() => {
    if (turn && !came) void turn.promise.then(() => setCame(true));
  }, [turn, came]);
  return came;
}
