const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';
const GIVE_UP_MS = 2000;

/**
 * Call from a row's Remove (or Unfollow, …) button before the row goes: once it has gone,
 * focus moves to the same control on the row that took its place (or the new last row), or
 * to the table's scroll box when the table is empty, instead of dropping to the page's body
 * where a keyboard user would have to start over from the top.
 */
export function keepFocusAfterRemoval(trigger: HTMLElement): void {
  const cell = trigger.closest('td');
  const row = trigger.closest('tr');
  const table = trigger.closest('table');
  if (!cell || !row || !table) return;
  const rowIndex = row.sectionRowIndex;
  const cellIndex = cell.cellIndex;
  const box = table.closest<HTMLElement>('[tabindex]') ?? table;
  const started = Date.now();

  const moveFocus = () => {
    if (trigger.isConnected) {
      if (Date.now() - started < GIVE_UP_MS) requestAnimationFrame(moveFocus);
      return;
    }
    // Focus went somewhere on purpose in the meantime: leave it there.
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    // Rows of data only: an empty-state row is one cell across the table.
    const rows = [...table.querySelectorAll('tbody > tr')].filter(
      (candidate) => candidate.children.length > 1,
    );
    const next = rows[Math.min(rowIndex, rows.length - 1)];
    const target = next?.children[cellIndex]?.querySelector<HTMLElement>(FOCUSABLE) ?? box;
    if (target.isConnected) target.focus();
  };
  requestAnimationFrame(moveFocus);
}
