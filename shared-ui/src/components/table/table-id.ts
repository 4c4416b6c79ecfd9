/**
 * Names a table's saved view: the screen (first path segment, so every token page shares
 * one view of its holders table) and the table's label.
 */
function tableIdOf(pathname: string, label: string): string {
  const screen = pathname.split('/').find((segment) => segment !== '') ?? 'home';
  return `${screen}:${label}`;
}

/** The saved view's name of a table on the page shown now. */
export function currentTableId(label: string): string {
  // The browser's path, not the router's: a table may be drawn outside a router (a preview).
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  return tableIdOf(pathname, label);
}
