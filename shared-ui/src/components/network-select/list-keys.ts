/** What a key does to a select-only combobox (WAI-ARIA APG): open, move, choose or close. */
export type ListKeyAction =
  | { type: 'open'; index: number }
  | { type: 'move'; index: number }
  | { type: 'choose'; index: number }
  | { type: 'close' };

const PAGE_STEP = 10;

const clamp = (index: number, count: number) => Math.min(Math.max(index, 0), count - 1);

/**
 * The action of a navigation key, or null for keys the list leaves alone. `active` is the
 * highlighted option while open and the selected one while closed.
 */
export function listKeyAction(
  key: string,
  {
    open,
    active,
    count,
    altKey = false,
  }: { open: boolean; active: number; count: number; altKey?: boolean },
): ListKeyAction | null {
  if (count === 0) return null;
  if (!open) {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key))
      return { type: 'open', index: active };
    if (key === 'Home') return { type: 'open', index: 0 };
    if (key === 'End') return { type: 'open', index: count - 1 };
    return null;
  }
  if (key === 'ArrowUp' && altKey) return { type: 'choose', index: active };
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', index: clamp(active + 1, count) };
    case 'ArrowUp':
      return { type: 'move', index: clamp(active - 1, count) };
    case 'PageDown':
      return { type: 'move', index: clamp(active + PAGE_STEP, count) };
    case 'PageUp':
      return { type: 'move', index: clamp(active - PAGE_STEP, count) };
    case 'Home':
      return { type: 'move', index: 0 };
    case 'End':
      return { type: 'move', index: count - 1 };
    case 'Enter':
    case ' ':
    case 'Tab':
      return { type: 'choose', index: active };
    case 'Escape':
      return { type: 'close' };
    default:
      return null;
  }
}

/**
 * Type-ahead: the next option whose label starts with what was typed, searching after the
 * current one for a fresh single letter (so repeating a letter cycles) and from it otherwise.
 */
export function typeaheadIndex(
  labels: readonly string[],
  typed: string,
  current: number,
): number | null {
  const needle = typed.toLowerCase();
  if (needle === '' || labels.length === 0) return null;
  const start = needle.length === 1 ? current + 1 : current;
  for (let step = 0; step < labels.length; step += 1) {
    const index = (start + step) % labels.length;
    if (labels[index]?.toLowerCase().startsWith(needle)) return index;
  }
  return null;
}
