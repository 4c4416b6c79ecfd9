/** The example searches of the tips popover (spec §2, layout); each runs a search. */
export const SEARCH_EXAMPLES = [
  'Tokens in partnership with Nvidia',
  'Real world assets',
  'BTC',
  'Meme projects focused on cats',
] as const;

/** The search input's title and placeholder, in the header and on the Search page. */
export const SEARCH_TITLE = 'Search Tokens, CA, Keyword...';
