/** Every route of the spec with the page-title name and the heading a visitor sees. */
export const SPEC_ROUTES = [
  { path: '/about', title: 'About', heading: 'About' },
  { path: '/top-accumulations', title: 'Top Accumulations CEX', heading: 'Top Accumulations' },
  { path: '/top-accumulations-dex', title: 'Top Accumulations DEX', heading: 'Top Accumulations' },
  { path: '/top-holdings-cex', title: 'Top Holdings CEX', heading: 'Top Holdings' },
  { path: '/top-holdings-dex', title: 'Top Holdings DEX', heading: 'Top Holdings' },
  { path: '/top-holdings-cex/BTC', title: 'BTC Token Detail', heading: 'BTC' },
  { path: '/influencer-feed-cex', title: 'Influencer Feed CEX', heading: 'Influencer Feed' },
  { path: '/influencer-feed-dex', title: 'Influencer Feed DEX', heading: 'Influencer Feed' },
  {
    path: '/influencer-feed-cex/manage-following-influencers',
    title: 'Manage Following Influencers CEX',
    heading: 'Manage Following Influencers',
  },
  {
    path: '/influencer-feed-dex/manage-following-influencers',
    title: 'Manage Following Influencers DEX',
    heading: 'Manage Following Influencers',
  },
  { path: '/alpha-feed-cex', title: 'Alpha Feed CEX', heading: 'Alpha Feed' },
  { path: '/alpha-feed-dex', title: 'Alpha Feed DEX', heading: 'Alpha Feed' },
  { path: '/narratives', title: 'Narratives', heading: 'Narratives' },
  { path: '/favorites', title: 'Favorites', heading: 'Favorites' },
  { path: '/premium', title: 'Premium', heading: 'Get Premium' },
  { path: '/search?query=BTC', title: 'Search', heading: 'Search Engine' },
  { path: '/styleguide', title: 'Styleguide', heading: 'Styleguide' },
  { path: '/debug', title: 'Debug', heading: 'Debug' },
] as const;
