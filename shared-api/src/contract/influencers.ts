import * as z from 'zod/mini';
import {
  DateTimeSchema,
  NetworkFilterSchema,
  NetworkSchema,
  PositionTypeSchema,
  SideSchema,
  TwitterHandleSchema,
  UserIdSchema,
} from './common.ts';
import { ActionResponseSchema, listEnvelope } from './envelope.ts';
import { CEX_TRADE_ESSENTIALS, DEX_TRADE_ESSENTIALS } from './essentials.ts';

/**
 * Influencer lists and feeds need premium: users without it (and anonymous visitors)
 * get `{ result: 'Non-premium', data: [] }`.
 */

/** 'all' (default): every influencer. 'followed': only the user's followed influencers,
 * or every influencer while the user follows none (the feed's default, data-screens §2). */
export const InfluencersScopeSchema = z.enum(['all', 'followed']);
export type InfluencersScope = z.infer<typeof InfluencersScopeSchema>;

export const INFLUENCER_SORTS = [
  'popularity',
  'name',
  'pnl',
  'authority',
  'wallets',
  'trades',
] as const;
/** popularity (default) = most trades in the last 30 days, then most wallets. */
export const InfluencerSortSchema = z.enum(INFLUENCER_SORTS);

/**
 * POST /get_dex_influencers_list and POST /get_cex_influencers_list.
 * only_for_user true returns only the followed influencers (the "Your Chosen" tab).
 * search_query filters handles by substring. filter_network (DEX only) keeps influencers
 * that traded on that network; influencer_type is accepted and ignored.
 */
export const InfluencersListRequestSchema = z.object({
  user_id: UserIdSchema,
  only_for_user: z._default(z.boolean({ error: 'only_for_user must be a boolean' }), false),
  influencers: z._default(InfluencersScopeSchema, 'all'),
  search_query: z.nullish(z.string().check(z.maxLength(200, 'search_query is too long'))),
  influencer_type: z.nullish(z.string().check(z.maxLength(50))),
  filter_network: NetworkFilterSchema,
  sort_by: z._default(InfluencerSortSchema, 'popularity'),
});
export type InfluencersListRequest = z.input<typeof InfluencersListRequestSchema>;
export type InfluencersListQuery = z.infer<typeof InfluencersListRequestSchema>;

/**
 * Influencer list row (data-screens §3). trades: trades in the last 30 days; wallets:
 * wallets linked to the influencer; favorites: followed by this user.
 */
const influencerRowBase = {
  id: z.int(),
  twitter_handle: z.string(),
  wallets: z.int(),
  trades: z.int(),
  favorites: z.boolean(),
};
/** CEX rows carry pnl (USD, realised over 30 days). */
export const CexInfluencerRowSchema = z.object({ ...influencerRowBase, pnl: z.number() });
export type CexInfluencerRow = z.infer<typeof CexInfluencerRowSchema>;
/** DEX rows carry authority (0-100). */
export const DexInfluencerRowSchema = z.object({ ...influencerRowBase, authority: z.number() });
export type DexInfluencerRow = z.infer<typeof DexInfluencerRowSchema>;
export const CexInfluencersListResponseSchema = listEnvelope(CexInfluencerRowSchema);
export type CexInfluencersListResponse = z.infer<typeof CexInfluencersListResponseSchema>;
export const DexInfluencersListResponseSchema = listEnvelope(DexInfluencerRowSchema);
export type DexInfluencersListResponse = z.infer<typeof DexInfluencersListResponseSchema>;

/**
 * POST /add_to_dex_favorite_influencers, /remove_from_dex_influencer_favorites,
 * /add_to_cex_favorite_influencers, /remove_from_cex_favorites_influencers (also
 * /remove_from_cex_influencer_favorites). Following an influencer = favouriting it.
 * Unknown handles answer 404.
 */
export const InfluencerFavoriteRequestSchema = z.object({
  user_id: UserIdSchema,
  twitter_handle: TwitterHandleSchema,
});
export type InfluencerFavoriteRequest = z.input<typeof InfluencerFavoriteRequestSchema>;
export const InfluencerFavoriteResponseSchema = ActionResponseSchema;

/** The most recent influencer trades answered by a feed call. */
export const INFLUENCER_FEED_LIMIT = 200;

/**
 * POST /get_dex_influencers_data and POST /get_cex_influencers_data: influencer trades,
 * newest first, at most INFLUENCER_FEED_LIMIT, in [from_datetime, to_datetime]
 * (default the last 7 days).
 */
export const InfluencersDataRequestSchema = z.object({
  user_id: UserIdSchema,
  influencers: z._default(InfluencersScopeSchema, 'all'),
  filter_network: NetworkFilterSchema,
  from_datetime: z.nullish(DateTimeSchema),
  to_datetime: z.nullish(DateTimeSchema),
});
export type InfluencersDataRequest = z.input<typeof InfluencersDataRequestSchema>;
export type InfluencersDataQuery = z.infer<typeof InfluencersDataRequestSchema>;

/**
 * DEX influencer trade (data-screens §3). amount_usd = token_amount * entry_price;
 * balance: tokens held after the trade (USD); avg_buy_size (USD); pnl: realised + unrealised
 * PNL of the influencer on this token at the current price (USD).
 * Market essentials optional (see essentials.ts), the token's as the answer is made; the
 * price now is `current_price`, beside the trade's own entry_price.
 */
export const DexInfluencerTradeSchema = z.object({
  token_name: z.string(),
  market_cap: z.nullable(z.number()),
  twitter_handle: z.string(),
  pnl: z.number(),
  amount_usd: z.number(),
  side: SideSchema,
  transaction_datetime: z.string(),
  entry_price: z.number(),
  address: z.string(),
  network: NetworkSchema,
  token_amount: z.number(),
  balance: z.number(),
  avg_buy_size: z.number(),
  ...DEX_TRADE_ESSENTIALS,
});
export type DexInfluencerTrade = z.infer<typeof DexInfluencerTradeSchema>;

/**
 * CEX influencer trade (data-screens §3). activity: 'Opened' | 'Increased' | 'Reduced' |
 * 'Closed'; side buy opens/increases a long or reduces/closes a short. position_value in
 * USD; price the fill price; pnl (USD), gain_to_pain (sum of gains / sum of losses) and
 * max_drawdown (ratio 0-1 of the equity curve) of the influencer's 30-day trading.
 * Market essentials optional (see essentials.ts); the price now is `current_price`, since
 * `price` is the trade's fill price.
 */
export const CexInfluencerTradeSchema = z.object({
  coin: z.string(),
  activity: z.string(),
  gain_to_pain: z.number(),
  market_cap: z.nullable(z.number()),
  twitter_handle: z.string(),
  max_drawdown: z.number(),
  pnl: z.number(),
  position_type: PositionTypeSchema,
  position_value: z.number(),
  price: z.number(),
  side: SideSchema,
  transaction_datetime: z.string(),
  ...CEX_TRADE_ESSENTIALS,
});
export type CexInfluencerTrade = z.infer<typeof CexInfluencerTradeSchema>;

export const DexInfluencersDataResponseSchema = listEnvelope(DexInfluencerTradeSchema);
export type DexInfluencersDataResponse = z.infer<typeof DexInfluencersDataResponseSchema>;
export const CexInfluencersDataResponseSchema = listEnvelope(CexInfluencerTradeSchema);
export type CexInfluencersDataResponse = z.infer<typeof CexInfluencersDataResponseSchema>;
