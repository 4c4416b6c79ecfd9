import type { DocsPage } from '@flowscope/shared-api';

/** One part of a screen's documentation: a heading and what a trader should know under it. */
interface DocsSection {
  heading: string;
  points: readonly string[];
}

export interface ScreenDocs {
  intro: string;
  sections: readonly DocsSection[];
}

const TOP_FILTERS: DocsSection = {
  heading: 'Filters',
  points: [
    'Free-text search over the loaded list: token name, symbol or ticker.',
    'Min and max market cap, written as traders write amounts (1.5m, 200k, 2b or $1,000,000) and read as whole dollars; they apply 500 ms after you stop typing, and an empty field means no bound.',
    'With a bound set, tokens whose market cap is unknown are left out, since they cannot be shown to meet it.',
  ],
};

const TIME_WINDOW: DocsSection = {
  heading: 'Time window',
  points: [
    'Tabs for the last 4 hours, 24 hours (the default), 7 days (168 hours) and 30 days (720 hours).',
    'A custom date range overrides the tab; its end date counts to the end of that day.',
  ],
};

const TABLE_USE: DocsSection = {
  heading: 'Sorting, paging and favourites',
  points: [
    'Sorting and paging happen on the loaded list: 10 rows a page by default, or 20, 50 or 100.',
    'Signed in, the star adds the token to your Favorites or removes it; adding favourites needs a premium plan.',
    "Anonymous visitors see some records anonymised as '***': such rows have no link and no star.",
  ],
};

/**
 * The documentation behind each screen's 'Learn More' (and the search tips' 'Learn more'),
 * written from the product specification's own description of the screen.
 */
export const SCREEN_DOCS: Record<DocsPage, ScreenDocs> = {
  'top-accumulations': {
    intro:
      'Top Accumulations lists the coins on centralised exchanges (CEX) that smart-money wallets are accumulating, ranked by score, with their netflow and the long and short positions behind it.',
    sections: [
      TOP_FILTERS,
      TIME_WINDOW,
      {
        heading: 'Columns',
        points: [
          '#, the favourite star (signed in only), Coin, SMW Change, Score, Netflow, Netflow vs Cap %, Longs Netflow, Shorts Netflow, Avg Long Entry and Avg Short Entry.',
          'The coin name opens the coin on the exchange.',
          "Positive values get a green bar and negative ones an attention bar, each as wide as its share of the list's largest positive or negative value.",
          "Netflow vs Cap is shown as a percentage, or 'N/A' when the market cap is unknown.",
          'Scores rate as excellent from 90, very good from 80, good from 70, fair from 60, else poor.',
          'Remove hides a coin from this list in this browser.',
        ],
      },
      TABLE_USE,
    ],
  },
  'top-accumulations-dex': {
    intro:
      'Top Accumulations DEX lists the tokens smart-money wallets are buying on decentralised exchanges (DEX), ranked by score, with their netflow, market cap and the wallets that traded them.',
    sections: [
      {
        ...TOP_FILTERS,
        points: [
          ...TOP_FILTERS.points,
          "Network: 'Any network' or one of about 24 chains, such as base, ethereum, solana, arbitrum, avalanche, hyperevm and bsc.",
          'Token filter: top accumulations (the default), fresh tokens or young tokens.',
        ],
      },
      TIME_WINDOW,
      {
        heading: 'Columns',
        points: [
          '#, the favourite star, Token, Ticker, Score, Netflow, Netflow vs Cap %, Market Cap, Avg Entry Price, Wallets, SMW Change and Days Old.',
          'The token opens its chart page by network and address.',
          'A seedling marks a token at most 1 day old, a leaf one over 1 and up to 7 days old.',
          'Scores rate as excellent from 80, good from 60, fair from 40, else poor.',
        ],
      },
      TABLE_USE,
    ],
  },
  'top-holdings-cex': {
    intro:
      'Top Holdings lists the coins on centralised exchanges (CEX) that smart-money wallets hold the most of, with their flow, holdings against market cap and the long and short wallets.',
    sections: [
      TOP_FILTERS,
      {
        heading: 'Columns',
        points: [
          '#, the favourite star, Token, SMW Flow, Score, Holdings, Holdings vs Market Cap, Market Cap, Long SMW and Short SMW.',
          "The token name opens the coin's detail page.",
        ],
      },
      TABLE_USE,
    ],
  },
  'top-holdings-dex': {
    intro:
      'Top Holdings DEX lists the tokens smart-money wallets hold the most of on decentralised exchanges (DEX), with their holdings against market cap and the smart money flowing in.',
    sections: [
      {
        ...TOP_FILTERS,
        points: [...TOP_FILTERS.points, "Network: 'All Networks' or one of the chains."],
      },
      {
        heading: 'Columns',
        points: [
          '#, the favourite star, Token, Ticker, Score, Holdings, Holdings vs Market Cap, Market Cap and SMW In.',
          'The star adds or removes the DEX favourite; the pages are below the table.',
        ],
      },
      TABLE_USE,
    ],
  },
  search: {
    intro:
      'The Search Engine finds tokens by name, contract address, keyword or topic, on centralised and decentralised exchanges, with their market cap and smart-money figures.',
    sections: [
      {
        heading: 'Searching',
        points: [
          'Type tokens, a contract address (CA), a keyword or a topic, then press Search.',
          "Combine queries with OR, for example 'BTC OR ETH'.",
          "Try the examples: 'Tokens in partnership with Nvidia', 'Real world assets', 'BTC' and 'Meme projects focused on cats'.",
          'The text is kept in the address (query), so a search can be shared and opens again as it was.',
        ],
      },
      {
        heading: 'Results',
        points: [
          '#, the favourite star (signed in only), Token name, Market cap, Network, SMW In, SMW Holdings, Wow change and Relevance.',
          'Starring a result adds it to your Favorites and reloads the results.',
        ],
      },
    ],
  },
};
