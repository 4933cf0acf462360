import { Suspense, useState, type ReactNode } from 'react';

/*
 * Hydration in slices, for the landing page on Preact (docs/decisions/007). Preact hydrates a
 * whole tree in one synchronous task, where React slices its hydration: on a slow phone the
 * landing page became one long task, counted in full as blocking time. A <HydrationSlice>
 * met during `hydrateInSlices` suspends until a task of its own; Preact keeps its prerendered
 * DOM meanwhile (it does not show the fallback while hydrating) and hydrates it when it
 * resumes, one slice per task, in page order. Anywhere else (a client render, the app's `/`,
 * React's own hydration, which runs later than the call) a slice renders at once.
 */
let slicing = false;
let lastSlice: Promise<void> = Promise.resolve();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs a synchronous hydration with each slice it meets deferred to a later task. */
export function hydrateInSlices<T>(hydrate: () => T): T {
  slicing = true;
  try {
    return hydrate();
  } finally {
    slicing = false;
  }
}

/** Settles once every slice met so far has hydrated (at once where nothing was deferred). */
export function slicesHydrated(): Promise<void> {
  // The resumed slice renders right after its wait settles; one more task and it is done.
  return lastSlice.then(nextTask);
}

/** A slice's turn: a promise that settles in a task after the previous slice's. */
interface Turn {
  promise: Promise<void>;
  done: boolean;
}

function nextTurn(): Turn {
  const turn: Turn = { promise: Promise.resolve(), done: false };
  lastSlice = lastSlice.then(nextTask);
  turn.promise = lastSlice.then(() => {
    turn.done = true;
  });
  return turn;
}

function SliceGate({ children }: { children: ReactNode }) {
  // Met while hydrating, the slice waits for its turn, even when the page re-renders meanwhile
  // (the plans arriving): the rest of the page would otherwise hydrate all at once then.
  const [turn] = useState(() => (slicing ? nextTurn() : undefined));
  // Suspending is how a component asks to be rendered later and keep its DOM meanwhile.
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/** A part of the page (one root element) that may hydrate in a task of its own. */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <SliceGate>{children}</SliceGate>
    </Suspense>
  );
}
