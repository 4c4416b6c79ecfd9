import * as z from 'zod/mini';
import { CEX_NETWORK, NetworkSchema, UserIdSchema } from './common.ts';
import { listEnvelope } from './envelope.ts';
import { DEX_ESSENTIALS } from './essentials.ts';

/**
 * POST /search. The query matches token names, tickers, contract addresses, keywords and
 * topics (e.g. 'Tokens in partnership with Nvidia', 'Real world assets', 'BTC',
 * 'Meme projects focused on cats'). ' OR ' (case-insensitive) combines alternative
 * queries. An empty or blank query answers an empty list. Best match first.
 */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_OR_OPERATOR = 'OR';

export const SearchRequestSchema = z.object({
  user_id: UserIdSchema,
  query: z
    .string({ error: 'query must be a string' })
    .check(
      z.maxLength(
        SEARCH_QUERY_MAX_LENGTH,
        `query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
      ),
    ),
});
export type SearchRequest = z.input<typeof SearchRequestSchema>;

/**
 * Search result (data-screens §3). network is a chain or 'CEX' for perpetuals.
 * relevance is in (0, 1] (1 = exact ticker or address). smw_in: smart-money netflow of
 * the last 7 days; smw_holdings: their position now (USD); wow_change: week-over-week
 * change of smw_holdings as a ratio (null when there were no holdings a week ago).
 * At most LIST_ROW_LIMIT rows; results are not anonymised. ticker and address are added beyond the
 * entity list because the display record reads symbol/ticker and raw.address
 * (address null for CEX rows and anonymised rows), so each row names its network and
 * contract address and six tokens called 'Bonk' can be told apart.
 * Market essentials optional, see essentials.ts; liquidity, holders and risk on DEX rows only.
 */
export const SearchResultSchema = z.object({
  token_name: z.string(),
  ticker: z.string(),
  network: z.union([NetworkSchema, z.literal(CEX_NETWORK)]),
  address: z.nullable(z.string()),
  market_cap: z.nullable(z.number()),
  smw_in: z.number(),
  smw_holdings: z.number(),
  wow_change: z.nullable(z.number()),
  relevance: z.number(),
  favorites: z.boolean(),
  ...DEX_ESSENTIALS,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
export const SearchResponseSchema = listEnvelope(SearchResultSchema);
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
