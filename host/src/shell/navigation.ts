import { routeTo } from '@flowscope/shared-api';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  /** Groups expand and collapse (spec §2: an item with children). */
  label: string;
  children: readonly NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export interface NavSection {
  /** Untitled sections have no heading. */
  title: string | null;
  entries: readonly NavEntry[];
}

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'children' in entry;
}

const feedsOf = (market: 'Cex' | 'Dex'): NavLinkItem[] => [
  { label: 'Influencer Feed', to: routeTo.screen(`influencerFeed${market}`) },
  { label: 'Alpha Feed', to: routeTo.screen(`alphaFeed${market}`) },
  { label: 'Top Accumulations', to: routeTo.screen(`topAccumulations${market}`) },
  { label: 'Top Holdings', to: routeTo.screen(`topHoldings${market}`) },
];

/** The sidebar's sections and order (spec §2, layout). */
export const NAV_SECTIONS: readonly NavSection[] = [
  { title: null, entries: [{ label: 'Dashboard', to: routeTo.home() }] },
  { title: null, entries: [{ label: 'CEX', children: feedsOf('Cex') }] },
  { title: null, entries: [{ label: 'DEX', children: feedsOf('Dex') }] },
  { title: null, entries: [{ label: 'Narratives', to: '/narratives' }] },
  {
    title: 'Flowscope',
    entries: [
      { label: 'Favorites', to: routeTo.screen('favorites') },
      { label: 'Get Premium', to: routeTo.screen('premium') },
    ],
  },
];
