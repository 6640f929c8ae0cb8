import { Suspense, useState, type ReactNode } from 'react';

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
  const allTurns = lastTurn;
  lastTurn = undefined;
  await allTurns;
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
