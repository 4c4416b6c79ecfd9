import * as z from 'zod/mini';

/**
 * Market essentials: what a trader reads on a token row in one second (price and its 24-hour
 * change, traded volume, and for DEX tokens liquidity, holders and risk flags), plus the
 * token's logo. They are added to the spec's records, never replacing a field, and every one
 * is optional: an older server sends none, and an anonymised row ('***') carries none of
 * them, so no essential can name a masked token (see MASKED_TOP_ROWS).
 *
 * - price: the token's price now, USD (6 significant digits); the same price the token's
 *   detail page shows at the same moment.
 * - price_change_24h: the change of that price over the last 24 hours, as a RATIO like
 *   netflow_vs_cap (0.0123 = +1.23 %, -0.5 = -50 %); for a token launched less than 24 hours
 *   ago, the change since its launch price.
 * - volume_24h: USD traded in the token over the last 24 hours by the whole market, not only
 *   by smart money (mock-api documents how it scales the smart money's trades up).
 * - logo_url: the token's logo, a path relative to the API (`/logos/{key}.svg`, see
 *   logoPath), resolved by the client as it resolves every API path; or an absolute URL.
 * - DEX only: liquidity (USD in the token's main pool), holders (wallets holding the token,
 *   a whole count) and risk (below).
 *
 * A field sent as null means the server knows no value for that token.
 */
export const TokenRiskSchema = z.object({
  /** Buying works, selling does not. */
  honeypot: z.boolean(),
  /** The contract can still mint new supply. */
  mintable: z.boolean(),
  /** Share of the supply held by the 10 largest wallets, as a PERCENT (0-100), as the name says. */
  top10_holders_pct: z.number().check(z.gte(0), z.lte(100)),
  /** The pool's liquidity is locked (or burnt), so it cannot be pulled at once. */
  liquidity_locked: z.boolean(),
});
export type TokenRisk = z.infer<typeof TokenRiskSchema>;

/** Essentials a record of either market may carry (spread into its object schema). */
export const CEX_ESSENTIALS = {
  price: z.nullish(z.number().check(z.gte(0))),
  price_change_24h: z.nullish(z.number().check(z.gte(-1))),
  volume_24h: z.nullish(z.number().check(z.gte(0))),
  logo_url: z.nullish(z.string().check(z.maxLength(500))),
};

/** Essentials of a DEX token record: the CEX ones plus liquidity, holders and risk flags. */
export const DEX_ESSENTIALS = {
  ...CEX_ESSENTIALS,
  liquidity: z.nullish(z.number().check(z.gte(0))),
  holders: z.nullish(z.int().check(z.gte(0))),
  risk: z.nullish(TokenRiskSchema),
};

export const CexEssentialsSchema = z.object(CEX_ESSENTIALS);
export const DexEssentialsSchema = z.object(DEX_ESSENTIALS);
export type CexEssentials = z.infer<typeof CexEssentialsSchema>;
export type DexEssentials = z.infer<typeof DexEssentialsSchema>;

/** Every essential field name, e.g. to check that an anonymised row carries none of them. */
export const ESSENTIAL_FIELDS = Object.keys(DEX_ESSENTIALS) as (keyof DexEssentials)[];

/**
 * The influencer trade records already carry the trade's own fill price (CEX `price`, DEX
 * `entry_price`), so the token's price now travels there as `current_price`; the other
 * essentials keep their names.
 */
export const CEX_TRADE_ESSENTIALS = {
  current_price: CEX_ESSENTIALS.price,
  price_change_24h: CEX_ESSENTIALS.price_change_24h,
  volume_24h: CEX_ESSENTIALS.volume_24h,
  logo_url: CEX_ESSENTIALS.logo_url,
};
export const DEX_TRADE_ESSENTIALS = {
  ...CEX_TRADE_ESSENTIALS,
  liquidity: DEX_ESSENTIALS.liquidity,
  holders: DEX_ESSENTIALS.holders,
  risk: DEX_ESSENTIALS.risk,
};
