/** Elements that take typed text: a key pressed in them is typing, never a hotkey. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !==
    null
  );
}

/**
 * The hotkey a key press stands for, or null when it is not one: typing in a field, a key
 * held with Ctrl, Alt or Meta (the browser's and the system's shortcuts), an IME composition,
 * a press inside an open dialog, or a press something else has already handled. Shift is allowed, since '?' needs it.
 */
export function hotkeyOf(event: KeyboardEvent): string | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  // A dialog owns the keyboard while it is open; the screen behind it must not react.
  if (event.target instanceof Element && event.target.closest('[aria-modal="true"]')) return null;
  return event.key.length === 1 ? event.key : null;
}
