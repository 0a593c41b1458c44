// What the page asked for early (early-data.ts) and when it has all come: the signed-in layout
// shows 'Loading...' until then, so the page renders once, filled, as one time-sliced render,
// instead of rendering its shell, then its skeletons, then again for each answer.
let earlyReads: Promise<void> | undefined;

/** Holds the first render of the signed-in layout until these reads have settled (either way). */
export function holdFirstRenderFor(reads: Promise<unknown>) {
  const settled = reads.then(
    () => undefined,
    () => undefined,
  );
  earlyReads = earlyReads ? Promise.all([earlyReads, settled]).then(() => undefined) : settled;
}

/** The reads the first render waits for; undefined when none were asked for. */
export function earlyReadsSettled(): Promise<void> | undefined {
  return earlyReads;
}
