/** Resolves in a task of its own, after whatever the page has queued meanwhile. */
export type NextTask = () => Promise<void>;

/**
 * A message on a channel of its own: a new task at once, which a background tab does not hold
 * back the way it holds timers (to one a second, or a minute).
 */
export const nextMessageTask: NextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });

/** A run of an answer's items, `start` included, `end` not. */
export interface ItemRange {
  start: number;
  end: number;
}

export interface SliceOptions {
  /** How long a slice may run before the page gets the thread back. */
  budgetMs?: number;
  nextTask?: NextTask;
  now?: () => number;
  /** False while no one can see the page: nothing to keep smooth, so no slicing. */
  pageShown?: () => boolean;
}

/**
 * 8 ms: a slice fits in a frame beside the browser's own work on a desktop, and four of them
 * (a mid-range phone) stay under the 50 ms past which a task counts as blocking the page.
 */
const SLICE_BUDGET_MS = 8;
/** Items done between looks at the clock: a few milliseconds of mapping on a phone. */
const ITEMS_PER_STEP = 10;

function documentShown(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * `mapRange` over items [0, count), in slices of about `budgetMs` each, each slice a task of its
 * own, so reading a long answer (two hundred feed signals: validating and formatting each) does
 * not hold the page's thread for the whole of it. The rows come back in order, as one call
 * over the whole range would give them; what `mapRange` throws rejects the promise.
 */
export async function mapInSlices<Row>(
  count: number,
  mapRange: (range: ItemRange) => readonly Row[],
  options: SliceOptions = {},
): Promise<Row[]> {
  const {
    budgetMs = SLICE_BUDGET_MS,
    nextTask = nextMessageTask,
    now = () => performance.now(),
    pageShown = documentShown,
  } = options;
  const rows: Row[] = [];
  let sliceStarted = now();
  for (let start = 0; start < count; start += ITEMS_PER_STEP) {
    if (start > 0 && now() - sliceStarted >= budgetMs && pageShown()) {
      await nextTask();
      sliceStarted = now();
    }
    for (const row of mapRange({ start, end: Math.min(count, start + ITEMS_PER_STEP) })) {
      rows.push(row);
    }
  }
  return rows;
}
