import { useCallback, useEffect, useRef, type RefObject } from 'react';

export interface FocusAfterRemove {
  /** The element around the table (its section). */
  container: RefObject<HTMLElement | null>;
  /** Call before the row goes, with the row's `data-remove-key`. */
  willRemove: (removedKey: string) => void;
}

/** `undefined`: nothing to do; `null`: the table itself; a string: that row's Remove button. */
type Pending = string | null | undefined;

const REMOVE_BUTTONS = '[data-remove-key]';

function removeButtons(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(REMOVE_BUTTONS)];
}

/**
 * Where keyboard focus goes after a row's Remove, whose button disappears with the row: the
 * Remove button of the next row on the page (else the one before), or the table when none is
 * left; never the page's body. `rows` changes when the table has re-rendered.
 */
export function useFocusAfterRemove(rows: unknown): FocusAfterRemove {
  const container = useRef<HTMLElement>(null);
  const pending = useRef<Pending>(undefined);

  useEffect(() => {
    const target = pending.current;
    const box = container.current;
    if (target === undefined || !box) return;
    pending.current = undefined;
    const next = removeButtons(box).find((button) => button.dataset.removeKey === target);
    (next ?? box.querySelector<HTMLElement>('[role="region"]'))?.focus();
  }, [rows]);

  const willRemove = useCallback((removedKey: string) => {
    const box = container.current;
    const keys = box ? removeButtons(box).map((button) => button.dataset.removeKey) : [];
    const index = keys.indexOf(removedKey);
    pending.current = keys[index + 1] ?? keys[index - 1] ?? null;
  }, []);
  return { container, willRemove };
}
