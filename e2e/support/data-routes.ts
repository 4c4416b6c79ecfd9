/** The data routes a trader opens most on a phone: the list, measured signed out. */
export const DATA_ROUTES = [
  '/top-accumulations',
  '/top-accumulations-dex',
  '/top-holdings-cex',
  '/top-holdings-dex',
  '/top-holdings-cex/BTC',
  '/alpha-feed-cex',
  '/alpha-feed-dex',
  '/influencer-feed-cex',
  '/influencer-feed-dex',
  '/favorites',
  '/search?query=BTC',
] as const;

/** A phone's CSS viewport (iPhone 12 to 15). */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
