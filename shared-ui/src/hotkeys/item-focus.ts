/** Marks a table row that the item hotkeys (j, k, f) can focus. */
export const FOCUSABLE_ROW_ATTRIBUTE = 'data-hotkey-row';
/** Marks a feed card that the item hotkeys (j, k, f) can focus. */
export const FOCUSABLE_CARD_ATTRIBUTE = 'data-hotkey-card';
/** Marks the control that 'f' presses in the focused item (the favourite star). */
export const FAVOURITE_CONTROL_ATTRIBUTE = 'data-hotkey-favourite';

const ITEM_SELECTOR = `[${FOCUSABLE_ROW_ATTRIBUTE}], [${FOCUSABLE_CARD_ATTRIBUTE}]`;

function itemsIn(scope: ParentNode): HTMLElement[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(ITEM_SELECTOR));
}

/** The item (row or card) holding the focus, if the focus is in one of the scope's items. */
function focusedItem(scope: ParentNode): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return null;
  const item = active.closest<HTMLElement>(ITEM_SELECTOR);
  return item !== null && itemsIn(scope).includes(item) ? item : null;
}

/**
 * Moves the focus one item down (1) or up (-1), staying at the ends; from outside the items
 * it starts at the first one. Returns the item now focused.
 */
export function moveItemFocus(scope: ParentNode, step: 1 | -1): HTMLElement | null {
  const items = itemsIn(scope);
  if (items.length === 0) return null;
  const current = focusedItem(scope);
  const at = current === null ? -1 : items.indexOf(current);
  const next =
    current === null ? items[0] : items[Math.min(Math.max(at + step, 0), items.length - 1)];
  next?.focus();
  next?.scrollIntoView?.({ block: 'nearest' });
  return next ?? null;
}

/** True when some item of the scope carries a favourite control for 'f' to press. */
export function hasFavouriteControls(scope: ParentNode): boolean {
  return scope.querySelector(`[${FAVOURITE_CONTROL_ATTRIBUTE}]`) !== null;
}

/** Presses the favourite control of the focused item; false when there is none. */
export function toggleFocusedFavourite(scope: ParentNode): boolean {
  const control = focusedItem(scope)?.querySelector<HTMLElement>(
    `[${FAVOURITE_CONTROL_ATTRIBUTE}]`,
  );
  if (!control) return false;
  control.click();
  return true;
}
