import { useEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab reaches inside the given containers, in document order. */
export function focusableIn(containers: readonly (HTMLElement | null)[]): HTMLElement[] {
  const found = containers.flatMap((container) =>
    container ? [...container.querySelectorAll<HTMLElement>(FOCUSABLE)] : [],
  );
  return found
    .filter((element) => element.getClientRects().length > 0 || element === document.activeElement)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/**
 * Keeps keyboard focus inside a modal surface while `active`: Tab and Shift+Tab wrap around
 * its focusable elements, and focus that escapes (a click elsewhere, a script) is brought
 * back. A surface may span several containers, e.g. a full-screen menu and the bar that
 * holds its Close button.
 */
export function useFocusTrap(
  containers: readonly RefObject<HTMLElement | null>[],
  active: boolean,
): void {
  useEffect(() => {
    if (!active) return undefined;
    const elements = () => containers.map((ref) => ref.current);
    const inside = (node: Node | null) =>
      node !== null && elements().some((container) => container?.contains(node) === true);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(elements());
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !inside(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !inside(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (inside(event.target instanceof Node ? event.target : null)) return;
      focusableIn(elements())[0]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
    // The refs are stable objects; their targets are read when an event comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}
