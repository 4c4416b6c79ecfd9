import * as z from 'zod/mini';
import { AddressSchema, DateTimeSchema, NetworkSchema, UserIdSchema } from './common.ts';
import { objectEnvelope } from './envelope.ts';
import { TokenRiskSchema } from './essentials.ts';
import { TokenDetailHolderSchema, TokenDetailPointSchema } from './token-detail.ts';

/**
 * POST /dex_token_detail: the in-app page of one DEX token (network + contract address), the
 * DEX counterpart of /token_detail. The window [from_datetime, to_datetime ?? now] follows
 * the page's period tabs. Unknown (or not yet launched) tokens answer 404 { message }.
 */
export const DexTokenDetailRequestSchema = z.object({
  user_id: UserIdSchema,
  network: NetworkSchema,
  address: AddressSchema,
  from_datetime: DateTimeSchema,
  to_datetime: z.nullish(DateTimeSchema),
});
export type DexTokenDetailRequest = z.input<typeof DexTokenDetailRequestSchema>;
export type DexTokenDetailQuery = z.infer<typeof DexTokenDetailRequestSchema>;

/**
 * The page's data. Every figure is computed as the lists compute it, so the number a trader
 * clicked from is the number here:
 * - identity: token_name, ticker, network, address (canonical spelling), logo_url,
 *   launched_when (ISO) and days_old (fractional, as Top Accumulations DEX).
 * - essentials (see essentials.ts): price now, price_change_24h (a ratio), volume_24h,
 *   liquidity, holders (every wallet holding it), market_cap (null when the supply is
 *   unknown), risk.
 * - the window: score (the accumulation score Top Accumulations DEX lists), holdings_score
 *   (the score Top Holdings DEX lists), netflow (smart-money USD flow; Top Accumulations'
 *   netflow, Top Holdings DEX's smw_in) and wallets_interacted.
 * - smart money now: smw_holdings (USD), influencers_holdings, influencers_in (influencer
 *   netflow in the window), whales_holdings (largest 10 wallets).
 * - series: price, netflow and smw_holdings per bucket, with /token_detail's buckets and
 *   its rule that no timestamp lies after the answer was made.
 * - smw_holders: the smart-money wallets holding it, largest first (wallet '***' for
 *   anonymous visitors), as /token_detail's holders. (`holders` is the count above.)
 * - favorites: the viewer's favourite star (false for anonymous visitors).
 */
export const DexTokenDetailSchema = z.object({
  token_name: z.string(),
  ticker: z.string(),
  network: NetworkSchema,
  address: z.string(),
  logo_url: z.nullable(z.string().check(z.maxLength(500))),
  launched_when: z.string(),
  days_old: z.number(),
  favorites: z.boolean(),
  price: z.number().check(z.gte(0)),
  price_change_24h: z.nullable(z.number().check(z.gte(-1))),
  volume_24h: z.number().check(z.gte(0)),
  liquidity: z.number().check(z.gte(0)),
  holders: z.int().check(z.gte(0)),
  market_cap: z.nullable(z.number()),
  risk: TokenRiskSchema,
  score: z.number(),
  holdings_score: z.number(),
  netflow: z.number(),
  wallets_interacted: z.int().check(z.gte(0)),
  smw_holdings: z.number(),
  influencers_holdings: z.number(),
  influencers_in: z.number(),
  whales_holdings: z.number(),
  series: z.array(TokenDetailPointSchema),
  smw_holders: z.array(TokenDetailHolderSchema),
});
export type DexTokenDetail = z.infer<typeof DexTokenDetailSchema>;
export const DexTokenDetailResponseSchema = objectEnvelope(DexTokenDetailSchema);
export type DexTokenDetailResponse = z.infer<typeof DexTokenDetailResponseSchema>;
