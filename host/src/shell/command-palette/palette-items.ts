import { routeTo, type ClaimedScreen, type SearchResultRow } from '@flowscope/shared-api';

export type PaletteGroup = 'Tokens' | 'Go to' | 'Actions';

/** One choice of the command palette. */
export interface PaletteItem {
  id: string;
  label: string;
  group: PaletteGroup;
  /** A quieter second line, e.g. the token's network. */
  hint?: string;
  run: () => void;
}

/**
 * Every screen of the configured remotes that has a fixed path (not the token page or a
 * profile, whose paths need a parameter).
 */
export function routeItems(
  screens: readonly ClaimedScreen[],
  navigate: (path: string) => void,
): PaletteItem[] {
  return screens
    .filter(({ screen }) => !screen.path.includes('/:'))
    .map(({ remote, screen }) => ({
      id: `route:${remote}:${screen.id}`,
      label: screen.title,
      group: 'Go to' as const,
      hint: screen.path,
      run: () => navigate(screen.path),
    }));
}

/**
 * A found token: a CEX token opens its own page; a DEX token has none, so it opens the
 * Search screen on the same query. Anonymised rows ('***') are left out.
 */
export function tokenItems(
  rows: readonly SearchResultRow[],
  query: string,
  navigate: (path: string) => void,
): PaletteItem[] {
  return rows
    .filter((row) => !row.masked)
    .map((row) => ({
      id: `token:${row.network}:${row.address ?? row.symbol}`,
      label: row.tokenName === row.symbol ? row.symbol : `${row.tokenName} (${row.symbol})`,
      group: 'Tokens' as const,
      hint: row.isCex ? 'CEX' : row.network,
      run: () => navigate(row.isCex ? routeTo.tokenDetail(row.symbol) : routeTo.search(query)),
    }));
}

/** Items whose label or hint holds every word of the query, ignoring case and accents. */
export function matchItems(items: readonly PaletteItem[], query: string): PaletteItem[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = fold(`${item.label} ${item.hint ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
