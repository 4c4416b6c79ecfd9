import { useCallback, useMemo, useState } from 'react';
import { deepEqual } from '@flowscope/shared-api';

export interface NewItems<T> {
  /** The items the reader has been shown, in the feed's order. */
  shown: T[];
  /** How many loaded items wait behind the 'N new' pill. */
  newCount: number;
  /** Shows every loaded item (the pill). */
  showAll: () => void;
  /** Shows every item of the next answer too (a refresh the reader asked for). */
  showAllOfNext: () => void;
}

interface Seen<T> {
  keys: ReadonlySet<string> | null;
  resetKey: unknown;
  /** Set by showAllOfNext: the items then on hand, so the next answer is told apart. */
  revealAfter: readonly T[] | null;
}

/**
 * Holds back items that arrive while the reader is looking at a feed, so nothing moves
 * under the cursor: the first load (and the first after `resetKey` changes) shows all; later
 * loads show only items already seen, and count the others until `showAll`.
 */
export function useNewItems<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  resetKey: unknown,
): NewItems<T> {
  const [seen, setSeen] = useState<Seen<T>>({ keys: null, resetKey, revealAfter: null });
  let keys = seen.keys;
  // Adjusting state while rendering, so no frame ever shows held items.
  if (!deepEqual(seen.resetKey, resetKey)) {
    keys = null;
    setSeen({ keys: null, resetKey, revealAfter: null });
  } else if (
    (keys === null && items.length > 0) ||
    (seen.revealAfter !== null && seen.revealAfter !== items)
  ) {
    // The first answer, or the one the reader asked for, is all shown.
    keys = new Set(items.map(keyOf));
    setSeen({ keys, resetKey, revealAfter: null });
  }

  const split = useMemo(() => {
    if (keys === null) return { shown: [...items], newCount: 0 };
    const shown: T[] = [];
    let newCount = 0;
    for (const item of items) {
      if (keys.has(keyOf(item))) shown.push(item);
      else newCount += 1;
    }
    return { shown, newCount };
  }, [items, keys, keyOf]);

  const showAll = useCallback(() => {
    setSeen((previous) => ({ ...previous, keys: new Set(items.map(keyOf)) }));
  }, [items, keyOf]);

  const showAllOfNext = useCallback(() => {
    setSeen((previous) => ({ ...previous, keys: new Set(items.map(keyOf)), revealAfter: items }));
  }, [items, keyOf]);

  return { ...split, showAll, showAllOfNext };
}
