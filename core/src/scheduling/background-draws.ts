/**
 * Answers being drawn in a background pass (shared-ui's `useDrawnInBackground`), and the
 * tickers that wait for them. React renders such a pass at its lowest priority and starts it
 * again from the top whenever a more urgent update lands first; a ticker (the one-second
 * clock of relative times, a feed's countdown) that updated the page every second restarted
 * the pass every second, so on a slow phone a page of rows took over a second to draw, it
 * never landed until React gave up splitting it (about five seconds later) and drew it in one
 * blocking task. While a pass is pending, tickers keep counting but hold their display, and
 * show the count they reached once the last pass lands.
 *
 * Framework-free and module-level: every package reaches the same counter through the one
 * shared @flowscope/core.
 */
let pendingDraws = 0;
const settleListeners = new Set<() => void>();

/** Marks a background pass as pending; call the returned function once it has landed. */
export function startBackgroundDraw(): () => void {
  pendingDraws += 1;
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    pendingDraws -= 1;
    if (pendingDraws === 0) for (const listener of [...settleListeners]) listener();
  };
}

/** True while any background pass is pending: a ticker holds its display. */
export function backgroundDrawPending(): boolean {
  return pendingDraws > 0;
}

/** Calls listener each time the last pending pass lands; returns the unsubscribe. */
export function onBackgroundDrawsSettled(listener: () => void): () => void {
  settleListeners.add(listener);
  return () => {
    settleListeners.delete(listener);
  };
}

export interface HeldDisplay {
  /** Shows the ticker's latest count now, unless a pass is pending (then when it lands). */
  tick(): void;
  /** Stops catching up; call when the ticker stops. */
  stop(): void;
}

/**
 * The display of a ticker that counts on while a pass is pending: `show` puts its latest
 * count on screen, on each tick while nothing is drawing, and once more when the last
 * pending pass lands.
 */
export function heldWhileDrawing(show: () => void): HeldDisplay {
  const stop = onBackgroundDrawsSettled(show);
  return {
    tick: () => {
      if (!backgroundDrawPending()) show();
    },
    stop,
  };
}
