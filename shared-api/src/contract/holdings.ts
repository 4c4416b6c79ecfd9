import * as z from 'zod/mini';
import {
  AmountSchema,
  DateTimeSchema,
  NetworkFilterSchema,
  NetworkSchema,
  UserIdSchema,
} from './common.ts';
import { listEnvelope } from './envelope.ts';
import { CEX_ESSENTIALS, DEX_ESSENTIALS } from './essentials.ts';

/** Holders cap bounds: 0 to the sentinel 99999999999999 (data-screens §7, §9). */
export const HOLDINGS_DEFAULTS = { min_cap: 0, max_cap: 99999999999999 } as const;

/**
 * POST /cex_top_holdings. Holdings are the smart-money positions open now; smw_flow is
 * their netflow since from_datetime (to to_datetime, default now).
 */
export const CexTopHoldingsRequestSchema = z.object({
  user_id: UserIdSchema,
  from_datetime: DateTimeSchema,
  min_cap: z._default(AmountSchema, HOLDINGS_DEFAULTS.min_cap),
  max_cap: z._default(AmountSchema, HOLDINGS_DEFAULTS.max_cap),
  to_datetime: z.nullish(DateTimeSchema),
});
export type CexTopHoldingsRequest = z.input<typeof CexTopHoldingsRequestSchema>;
export type CexTopHoldingsQuery = z.infer<typeof CexTopHoldingsRequestSchema>;

/**
 * POST /dex_top_holders. smw_in is the netflow of the window [from_datetime, to_datetime],
 * by default the last 720 hours (data-screens §9). max_days_old keeps tokens at most that
 * many days old.
 */
export const DexTopHoldersRequestSchema = z.object({
  user_id: UserIdSchema,
  min_cap: z._default(AmountSchema, HOLDINGS_DEFAULTS.min_cap),
  max_cap: z._default(AmountSchema, HOLDINGS_DEFAULTS.max_cap),
  max_days_old: z.nullish(
    z
      .number({ error: 'max_days_old must be a number' })
      .check(
        z.gte(0, 'max_days_old must not be negative'),
        z.lte(100_000, 'max_days_old is too large'),
      ),
  ),
  filter_network: NetworkFilterSchema,
  from_datetime: z.nullish(DateTimeSchema),
  to_datetime: z.nullish(DateTimeSchema),
});
export type DexTopHoldersRequest = z.input<typeof DexTopHoldersRequestSchema>;
export type DexTopHoldersQuery = z.infer<typeof DexTopHoldersRequestSchema>;

/**
 * CEX holder (data-screens §3). holdings: USD value of smart-money net positions now
 * (longs minus shorts at the current price); holdings_vs_mkt_cap a ratio;
 * long_smw / short_smw: wallets holding a net long / net short. Market essentials optional
 * (none on a masked row), see essentials.ts.
 */
export const CexHolderSchema = z.object({
  coin: z.string(),
  favorites: z.boolean(),
  market_cap: z.nullable(z.number()),
  smw_flow: z.nullable(z.number()),
  score: z.nullable(z.number()),
  holdings: z.nullable(z.number()),
  holdings_vs_mkt_cap: z.nullable(z.number()),
  long_smw: z.nullable(z.int()),
  short_smw: z.nullable(z.int()),
  ...CEX_ESSENTIALS,
});
export type CexHolder = z.infer<typeof CexHolderSchema>;
export const CexTopHoldingsResponseSchema = listEnvelope(CexHolderSchema);
export type CexTopHoldingsResponse = z.infer<typeof CexTopHoldingsResponseSchema>;

/**
 * DEX holder (data-screens §3). holdings in USD at the current price. token_name and ticker
 * are '***', network and address null when anonymised. Market essentials optional (none on
 * a masked row), see essentials.ts; `holders` there counts every wallet holding the token,
 * smart money or not.
 */
export const DexHolderSchema = z.object({
  token_name: z.string(),
  ticker: z.string(),
  favorites: z.boolean(),
  market_cap: z.nullable(z.number()),
  score: z.nullable(z.number()),
  holdings: z.nullable(z.number()),
  holdings_vs_mkt_cap: z.nullable(z.number()),
  smw_in: z.nullable(z.number()),
  network: z.nullable(NetworkSchema),
  address: z.nullable(z.string()),
  ...DEX_ESSENTIALS,
});
export type DexHolder = z.infer<typeof DexHolderSchema>;
export const DexTopHoldersResponseSchema = listEnvelope(DexHolderSchema);
export type DexTopHoldersResponse = z.infer<typeof DexTopHoldersResponseSchema>;
