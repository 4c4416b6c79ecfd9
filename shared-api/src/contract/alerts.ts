import * as z from 'zod/mini';
import {
  AmountSchema,
  CountSchema,
  DateTimeSchema,
  NetworkFilterSchema,
  NetworkSchema,
  TokenFilterSchema,
  UserIdSchema,
} from './common.ts';
import { listEnvelope } from './envelope.ts';
import { SignalReturnsSchema } from './track-record.ts';
import { CEX_ESSENTIALS, DEX_ESSENTIALS } from './essentials.ts';

/**
 * Alerts (alpha-feed scalp signals). A signal is raised for a token in an hour in which
 * at least two distinct smart-money wallets bought it (CEX: opened longs, or opened
 * shorts for a bearish signal), at most once per token every 6 hours; its figures cover
 * the 24 hours up to the signal and are frozen then. The window [from_datetime,
 * to_datetime] selects signals by timestamp and defaults to the last 24 hours. Newest
 * first. min_active_wallets keeps signals with wallets_interacted (CEX: the wallets
 * behind the signal) >= the value for 0 to 4, and > the value for 5, 10 and 50 (the choices
 * read 'More than 5', 'More than 10', 'More than 50'). DEX token_filter applies to the token's age now
 * (fresh / young) or to the signal's netflow > 0 (top_accumulations).
 */
export const ALERT_DEFAULT_WINDOW_HOURS = 24;

/** POST /get_cex_alerts. */
export const CexAlertsRequestSchema = z.object({
  user_id: UserIdSchema,
  min_active_wallets: z._default(CountSchema, 0),
  from_datetime: z.nullish(DateTimeSchema),
  to_datetime: z.nullish(DateTimeSchema),
});
export type CexAlertsRequest = z.input<typeof CexAlertsRequestSchema>;
export type CexAlertsQuery = z.infer<typeof CexAlertsRequestSchema>;

/** POST /get_dex_alerts. max_market_cap null or absent = no bound. */
export const DexAlertsRequestSchema = z.object({
  user_id: UserIdSchema,
  token_filter: z._default(TokenFilterSchema, 'all_tokens'),
  min_active_wallets: z._default(CountSchema, 0),
  max_market_cap: z.nullish(AmountSchema),
  filter_network: NetworkFilterSchema,
  from_datetime: z.nullish(DateTimeSchema),
  to_datetime: z.nullish(DateTimeSchema),
});
export type DexAlertsRequest = z.input<typeof DexAlertsRequestSchema>;
export type DexAlertsQuery = z.infer<typeof DexAlertsRequestSchema>;

/**
 * Anonymous masking (data-screens §2, §4): for user 0 every influencers_data handle is
 * '***' and the first record's timestamp is null, which is the client's cue to hide
 * handles and avatars. Otherwise timestamp is always set (ISO 8601 UTC).
 */
const AlertTimestampSchema = z.nullable(z.string());

/**
 * DEX alert (data-screens §3). launched_when: ISO date-time of the token's launch
 * (daysOld derives from it). wallets_interacted: distinct smart-money wallets in the 24 h
 * before the signal; buy_volume / sell_volume and netflow in USD over the same 24 h;
 * influencers_in: number of influencers in influencers_data.
 * Market essentials (optional, see essentials.ts) are the token's as the answer is made, not
 * frozen at the signal as the signal's own figures are: the card shows today's price beside
 * what happened then.
 */
export const DexAlertSchema = z.object({
  token_name: z.string(),
  score: z.number(),
  timestamp: AlertTimestampSchema,
  netflow: z.number(),
  network: NetworkSchema,
  sell_volume: z.number(),
  buy_volume: z.number(),
  influencers_in: z.int(),
  launched_when: z.string(),
  market_cap: z.nullable(z.number()),
  ticker: z.string(),
  wallets_interacted: z.int(),
  influencers_data: z.string(),
  address: z.nullable(z.string()),
  avg_entry_price: z.nullable(z.number()),
  /** What the price did after the signal (track-record.ts); optional: added to the spec. */
  returns: z.optional(SignalReturnsSchema),
  ...DEX_ESSENTIALS,
});
export type DexAlert = z.infer<typeof DexAlertSchema>;
export const DexAlertsResponseSchema = listEnvelope(DexAlertSchema);
export type DexAlertsResponse = z.infer<typeof DexAlertsResponseSchema>;

/**
 * CEX alert (data-screens §3). shorts_opened: count of short positions opened in the 24 h;
 * smw_flow: change in smart-money wallets net long; amount_bought / amount_sold: USD
 * opened long / opened short; holdings and holdings_vs_mkt_cap as in the holders call.
 * wallets_interacted (added to the spec's fields, as the DEX alert has it): distinct
 * smart-money wallets that traded the coin in the 24 h, counted from their trades; the card's
 * 'scalpers' and the min_active_wallets filter both read it.
 * Market essentials optional, as on the DEX alert.
 */
export const CexAlertSchema = z.object({
  coin: z.string(),
  score: z.number(),
  shorts_opened: z.int(),
  wallets_interacted: z.int().check(z.gte(0)),
  timestamp: AlertTimestampSchema,
  smw_flow: z.number(),
  netflow: z.number(),
  amount_bought: z.number(),
  amount_sold: z.number(),
  short_entry_price: z.nullable(z.number()),
  long_entry_price: z.nullable(z.number()),
  influencers_data: z.string(),
  market_cap: z.nullable(z.number()),
  holdings: z.number(),
  holdings_vs_mkt_cap: z.nullable(z.number()),
  /** What the price did after the signal (track-record.ts); optional: added to the spec. */
  returns: z.optional(SignalReturnsSchema),
  ...CEX_ESSENTIALS,
});
export type CexAlert = z.infer<typeof CexAlertSchema>;
export const CexAlertsResponseSchema = listEnvelope(CexAlertSchema);
export type CexAlertsResponse = z.infer<typeof CexAlertsResponseSchema>;
