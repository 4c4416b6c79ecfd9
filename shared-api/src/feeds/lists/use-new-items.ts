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
  /** The slot item as the reader saw it when `keys` were taken (see `slotKey`). */
  slotItem: T | null;
  resetKey: unknown;
  /** Set by showAllOfNext: the items then on hand, so the next answer is told apart. */
  revealAfter: readonly T[] | null;
}

/**
 * Holds back items that arrive while the reader is looking at a feed, so nothing moves
 * under the cursor: the first load (and the first after `resetKey` changes) shows all; later
 * loads show only items already seen, and count the others until `showAll`.
 *
 * `placeholder` says the items on hand stand in from the previous filters while the new
 * ones load: they are shown, but not counted as seen, so the new filters' first answer is
 * all shown even when none of its items were on screen before.
 *
 * `slotKey` names a slot whose item changes under one key (the signed-out feeds' masked
 * preview, which moves on to each newest signal): it keeps the item the reader saw until the
 * new ones are shown, since another signal's card can be taller or shorter and would move
 * every card below it.
 */
export function useNewItems<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  resetKey: unknown,
  { placeholder = false, slotKey = null }: { placeholder?: boolean; slotKey?: string | null } = {},
): NewItems<T> {
  const [seen, setSeen] = useState<Seen<T>>({
    keys: null,
    slotItem: null,
    resetKey,
    revealAfter: null,
  });
  /** What the reader has seen once `list` is all shown: its keys, and its slot item. */
  const seenOf = useCallback(
    (list: readonly T[]) => ({
      keys: new Set(list.map(keyOf)),
      slotItem: slotKey === null ? null : (list.find((item) => keyOf(item) === slotKey) ?? null),
    }),
    [keyOf, slotKey],
  );
  let { keys, slotItem } = seen;
  // Adjusting state while rendering, so no frame ever shows held items.
  if (!deepEqual(seen.resetKey, resetKey)) {
    keys = null;
    slotItem = null;
    setSeen({ keys: null, slotItem: null, resetKey, revealAfter: null });
  } else if (
    (keys === null && items.length > 0 && !placeholder) ||
    (seen.revealAfter !== null && seen.revealAfter !== items)
  ) {
    // The first answer, or the one the reader asked for, is all shown.
    ({ keys, slotItem } = seenOf(items));
    setSeen({ keys, slotItem, resetKey, revealAfter: null });
  }

  const split = useMemo(() => {
    if (keys === null) return { shown: [...items], newCount: 0 };
    const shown: T[] = [];
    let newCount = 0;
    for (const item of items) {
      const key = keyOf(item);
      if (!keys.has(key)) newCount += 1;
      else shown.push(key === slotKey && slotItem !== null ? slotItem : item);
    }
    return { shown, newCount };
  }, [items, keys, keyOf, slotKey, slotItem]);

  const showAll = useCallback(() => {
    setSeen((previous) => ({ ...previous, ...seenOf(items) }));
  }, [items, seenOf]);

  const showAllOfNext = useCallback(() => {
    setSeen((previous) => ({ ...previous, ...seenOf(items), revealAfter: items }));
  }, [items, seenOf]);

  return { ...split, showAll, showAllOfNext };
}
