import { startTransition, useCallback, useState } from 'react';

/**
 * An element kept in state (a popover's trigger, a picker's field: what a panel is anchored
 * to), with the ref callback that sets it. React calls ref callbacks inside its commit, where
 * a state update is urgent: React would draw the page again synchronously and run every effect
 * still pending in the same task. Every popover, tooltip and picker of a screen did that at
 * the screen's first mount, one blocking task of about 50 ms on a desktop. Set as a
 * transition, the element lands in a later render React splits like any other.
 */
export function useElementState<E extends Element>(): [E | null, (node: E | null) => void] {
  const [element, setElement] = useState<E | null>(null);
  const ref = useCallback((node: E | null) => {
    startTransition(() => setElement(node));
  }, []);
  return [element, ref];
}
