import * as z from 'zod/mini';
import { CoinSchema, DateTimeSchema, PositionTypeSchema, UserIdSchema } from './common.ts';
import { objectEnvelope } from './envelope.ts';
import { CEX_ESSENTIALS } from './essentials.ts';

/**
 * POST /token_detail: real data for the token detail page (/top-holdings-cex/{id}, where
 * id is the CEX coin symbol). The spec shows only sample data for this page, so this
 * call is this contract's own design. The window [from_datetime, to_datetime ?? now]
 * matches the page's period tabs (24h, 3 days, 7 days, 30 days or a custom range).
 * Unknown coins answer 404 { message }.
 */
export const TokenDetailRequestSchema = z.object({
  user_id: UserIdSchema,
  coin: CoinSchema,
  from_datetime: DateTimeSchema,
  to_datetime: z.nullish(DateTimeSchema),
});
export type TokenDetailRequest = z.input<typeof TokenDetailRequestSchema>;
export type TokenDetailQuery = z.infer<typeof TokenDetailRequestSchema>;

/**
 * One point of the time series: hourly buckets for windows up to 7 days, else 4-hourly.
 * timestamp is the bucket's end, or the window's end for the bucket still under way (never
 * a time after the answer was made).
 */
export const TokenDetailPointSchema = z.object({
  timestamp: z.string(),
  price: z.number(),
  /** Smart-money netflow inside the bucket (USD). */
  netflow: z.number(),
  /** Smart-money net holdings at the end of the bucket (USD at that bucket's price). */
  smw_holdings: z.number(),
});
export type TokenDetailPoint = z.infer<typeof TokenDetailPointSchema>;

/**
 * One smart-money holder (the SMW Holders tab), largest position first. wallet is '***'
 * for anonymous visitors. holdings: USD value of the net position now (negative = net
 * short); netflow: USD flow in the window; pnl: unrealised PNL at the current price.
 */
export const TokenDetailHolderSchema = z.object({
  wallet: z.string(),
  position_type: PositionTypeSchema,
  holdings: z.number(),
  entry_price: z.nullable(z.number()),
  netflow: z.number(),
  pnl: z.number(),
  last_trade: z.nullable(z.string()),
});
export type TokenDetailHolder = z.infer<typeof TokenDetailHolderSchema>;

/**
 * The page's cards: market_cap; smw_holdings (USD net position of smart money now);
 * influencers_holdings (USD held by influencers' wallets); influencers_in (influencer
 * netflow in the window, USD); whales_holdings (USD held by the largest 10 wallets).
 * price is the price now, the one the lists show for the coin at the same moment.
 */
export const TokenDetailSchema = z.object({
  coin: z.string(),
  token_name: z.string(),
  price: z.number(),
  market_cap: z.nullable(z.number()),
  /** The accumulation score of the window: the score Top Accumulations lists for the coin. */
  score: z.number(),
  /**
   * The holdings score of the window: the score Top Holdings CEX lists for the coin. Optional:
   * an older server may not send it.
   */
  holdings_score: z.optional(z.number()),
  smw_holdings: z.number(),
  influencers_holdings: z.number(),
  influencers_in: z.number(),
  whales_holdings: z.number(),
  series: z.array(TokenDetailPointSchema),
  holders: z.array(TokenDetailHolderSchema),
  /** Market essentials beside `price` (see essentials.ts), optional: the ones the lists carry. */
  price_change_24h: CEX_ESSENTIALS.price_change_24h,
  volume_24h: CEX_ESSENTIALS.volume_24h,
  logo_url: CEX_ESSENTIALS.logo_url,
});
export type TokenDetail = z.infer<typeof TokenDetailSchema>;
export const TokenDetailResponseSchema = objectEnvelope(TokenDetailSchema);
export type TokenDetailResponse = z.infer<typeof TokenDetailResponseSchema>;
