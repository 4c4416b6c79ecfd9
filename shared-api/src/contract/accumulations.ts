import * as z from 'zod/mini';
import {
  AmountSchema,
  DateTimeSchema,
  NetworkFilterSchema,
  NetworkSchema,
  TokenFilterSchema,
  UserIdSchema,
} from './common.ts';
import { listEnvelope } from './envelope.ts';
import { CEX_ESSENTIALS, DEX_ESSENTIALS } from './essentials.ts';

/** Spec defaults of the accumulation calls (data-screens §7, §9). */
export const ACCUMULATION_DEFAULTS = {
  token_filter: 'top_accumulations',
  min_market_cap: 10,
  max_market_cap: 1e10,
} as const;

/**
 * POST /cex_top_accumulations and POST /dex_top_accumulations ("same as above").
 * The window is [from_datetime, to_datetime ?? now]. filter_network narrows DEX answers
 * and is ignored by the CEX call.
 */
export const TopAccumulationsRequestSchema = z.object({
  user_id: UserIdSchema,
  from_datetime: DateTimeSchema,
  token_filter: z._default(TokenFilterSchema, ACCUMULATION_DEFAULTS.token_filter),
  min_market_cap: z._default(AmountSchema, ACCUMULATION_DEFAULTS.min_market_cap),
  max_market_cap: z._default(AmountSchema, ACCUMULATION_DEFAULTS.max_market_cap),
  to_datetime: z.nullish(DateTimeSchema),
  filter_network: NetworkFilterSchema,
});
/** What the client sends (defaults may be left out). */
export type TopAccumulationsRequest = z.input<typeof TopAccumulationsRequestSchema>;
/** What the server works with after defaults are applied. */
export type TopAccumulationsQuery = z.infer<typeof TopAccumulationsRequestSchema>;

/**
 * CEX top accumulation, server record (data-screens §3). Money in USD.
 * - coin: symbol, '***' when anonymised.
 * - smw_change: change in the number of smart-money wallets holding a net position
 *   over the window.
 * - netflow = longs_netflow + shorts_netflow; shorts_netflow is negative when shorts
 *   were opened. netflow_vs_cap = netflow / market cap (a ratio, null when the cap is
 *   unknown).
 * - long_entry_price / short_entry_price: volume-weighted entry of the window's opened
 *   longs / shorts, null when none were opened.
 * - Market essentials (optional, none on a masked row): price, price_change_24h (a ratio),
 *   volume_24h, logo_url; see essentials.ts.
 */
export const CexTopAccumulationSchema = z.object({
  coin: z.string(),
  favorites: z.boolean(),
  smw_change: z.nullable(z.number()),
  score: z.nullable(z.number()),
  netflow: z.nullable(z.number()),
  netflow_vs_cap: z.nullable(z.number()),
  longs_netflow: z.nullable(z.number()),
  shorts_netflow: z.nullable(z.number()),
  long_entry_price: z.nullable(z.number()),
  short_entry_price: z.nullable(z.number()),
  net_long_wallets: z.nullable(z.int()),
  net_short_wallets: z.nullable(z.int()),
  ...CEX_ESSENTIALS,
});
export type CexTopAccumulation = z.infer<typeof CexTopAccumulationSchema>;
export const CexTopAccumulationsResponseSchema = listEnvelope(CexTopAccumulationSchema);
export type CexTopAccumulationsResponse = z.infer<typeof CexTopAccumulationsResponseSchema>;

/**
 * DEX top accumulation, server record (data-screens §3).
 * token_name and ticker are '***', network and address null when anonymised (see
 * MASKED_TOP_ROWS for what else a masked row leaves out).
 * days_old is fractional (0.25 = six hours). wallets_interacted counts distinct
 * smart-money wallets that traded the token in the window.
 * Market essentials (optional, none on a masked row): price, price_change_24h (a ratio),
 * volume_24h, liquidity, holders, risk, logo_url; see essentials.ts.
 */
export const DexTopAccumulationSchema = z.object({
  token_name: z.string(),
  ticker: z.string(),
  favorites: z.boolean(),
  score: z.nullable(z.number()),
  netflow: z.nullable(z.number()),
  netflow_vs_cap: z.nullable(z.number()),
  market_cap: z.nullable(z.number()),
  avg_entry_price: z.nullable(z.number()),
  smw_change: z.nullable(z.number()),
  wallets_interacted: z.nullable(z.int()),
  days_old: z.nullable(z.number()),
  network: z.nullable(NetworkSchema),
  address: z.nullable(z.string()),
  ...DEX_ESSENTIALS,
});
export type DexTopAccumulation = z.infer<typeof DexTopAccumulationSchema>;
export const DexTopAccumulationsResponseSchema = listEnvelope(DexTopAccumulationSchema);
export type DexTopAccumulationsResponse = z.infer<typeof DexTopAccumulationsResponseSchema>;
