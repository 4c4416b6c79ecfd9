/** Marks a table row that the row hotkeys (j, k, f) can focus. */
export const FOCUSABLE_ROW_ATTRIBUTE = 'data-hotkey-row';
/** Marks the control that 'f' presses in the focused row (the favourite star). */
export const FAVOURITE_CONTROL_ATTRIBUTE = 'data-hotkey-favourite';

function rowsIn(scope: ParentNode): HTMLElement[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(`[${FOCUSABLE_ROW_ATTRIBUTE}]`));
}

/** The row holding the focus, if the focus is in one of the scope's rows. */
export function focusedRow(scope: ParentNode): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return null;
  const row = active.closest<HTMLElement>(`[${FOCUSABLE_ROW_ATTRIBUTE}]`);
  return row !== null && rowsIn(scope).includes(row) ? row : null;
}

/**
 * Moves the focus one row down (1) or up (-1), staying at the ends; from outside the rows
 * it starts at the first row. Returns the row now focused.
 */
export function moveRowFocus(scope: ParentNode, step: 1 | -1): HTMLElement | null {
  const rows = rowsIn(scope);
  if (rows.length === 0) return null;
  const current = focusedRow(scope);
  const at = current === null ? -1 : rows.indexOf(current);
  const next = current === null ? rows[0] : rows[Math.min(Math.max(at + step, 0), rows.length - 1)];
  next?.focus();
  next?.scrollIntoView?.({ block: 'nearest' });
  return next ?? null;
}

/** Presses the favourite control of the focused row; false when there is none. */
export function toggleFocusedFavourite(scope: ParentNode): boolean {
  const control = focusedRow(scope)?.querySelector<HTMLElement>(`[${FAVOURITE_CONTROL_ATTRIBUTE}]`);
  if (!control) return false;
  control.click();
  return true;
}
