import { SPEC_ROUTES } from './routes.ts';

/** Every path of the route map: the DEX and account screens are covered as they land. */
export const ALL_PATHS: readonly string[] = SPEC_ROUTES.map((route) => route.path);

/** The routes whose content changes once a trader signs in (star column, feeds, lists). */
export const SIGNED_IN_PATHS: readonly string[] = [
  '/top-accumulations',
  '/top-accumulations-dex',
  '/top-holdings-cex',
  '/top-holdings-dex',
  '/top-holdings-cex/BTC',
  '/alpha-feed-cex',
  '/alpha-feed-dex',
  '/influencer-feed-cex',
  '/influencer-feed-dex',
  '/influencer-feed-cex/manage-following-influencers',
  '/influencer-feed-dex/manage-following-influencers',
  '/favorites',
  '/search?query=BTC',
];
