import { SCREEN_ROUTES, type DocsPage, type StaticScreenId } from '@flowscope/shared-api';

/**
 * The screen each documentation page is about: the route's title needs it at start-up, while
 * the pages' text is fetched only when one opens.
 */
export const DOCS_SCREENS: Record<DocsPage, StaticScreenId> = {
  'top-accumulations': 'topAccumulationsCex',
  'top-accumulations-dex': 'topAccumulationsDex',
  'top-holdings-cex': 'topHoldingsCex',
  'top-holdings-dex': 'topHoldingsDex',
  search: 'search',
};

/** 'About Top Accumulations CEX': the page's heading and title. */
export function docsTitle(page: DocsPage): string {
  return `About ${SCREEN_ROUTES[DOCS_SCREENS[page]].title}`;
}
