/** The alpha feeds' 'Min active wallets' choices (data-screens §2, §5). */
export const MIN_ACTIVE_WALLETS_OPTIONS = [
  { value: 0, label: '0' },
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '4' },
  { value: 5, label: 'More than 5' },
  { value: 10, label: 'More than 10' },
  { value: 50, label: 'More than 50' },
] as const;

/** Filter default: 0 (data-screens §5). */
export const DEFAULT_MIN_ACTIVE_WALLETS = 0;

/** Spec §5: min active wallets is parsed as an integer, else null. */
export function parseMinActiveWallets(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (!/^-?\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
