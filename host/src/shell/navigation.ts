import { routeTo } from '@flowscope/shared-api';

export interface NavItem {
  label: string;
  to: string;
}

export interface NavSection {
  /** Untitled sections have no heading. */
  title: string | null;
  items: readonly NavItem[];
}

/** The sidebar's sections and order (spec §2, layout). */
export const NAV_SECTIONS: readonly NavSection[] = [
  { title: null, items: [{ label: 'Dashboard', to: routeTo.home() }] },
  {
    title: 'CEX',
    items: [
      { label: 'Influencer Feed', to: routeTo.screen('influencerFeedCex') },
      { label: 'Alpha Feed', to: routeTo.screen('alphaFeedCex') },
      { label: 'Top Accumulations', to: routeTo.screen('topAccumulationsCex') },
      { label: 'Top Holdings', to: routeTo.screen('topHoldingsCex') },
    ],
  },
  {
    title: 'DEX',
    items: [
      { label: 'Influencer Feed', to: routeTo.screen('influencerFeedDex') },
      { label: 'Alpha Feed', to: routeTo.screen('alphaFeedDex') },
      { label: 'Top Accumulations', to: routeTo.screen('topAccumulationsDex') },
      { label: 'Top Holdings', to: routeTo.screen('topHoldingsDex') },
    ],
  },
  { title: null, items: [{ label: 'Narratives', to: '/narratives' }] },
  {
    title: 'Flowscope',
    items: [
      { label: 'Favorites', to: routeTo.screen('favorites') },
      { label: 'Get Premium', to: routeTo.screen('premium') },
    ],
  },
];
