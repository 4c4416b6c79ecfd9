import type { TokenRiskFlagName, TokenRiskLevelName } from '@flowscope/core';
import type { CexEssentials, DexEssentials, TokenRisk } from '../../contract/essentials.ts';
import { formatMarketCap, formatCount, formatPercent, formatShare, formatUsd } from './numbers.ts';
import { logoUrlFromApi } from './logo.ts';

/**
 * The market essentials of a display row (contract essentials.ts), raw for sorting and
 * formatted for display. Every field is optional: it is present exactly when the record
 * carried its source field (an older server, or an anonymised row, sends none), and a null
 * from the server reads 'N/A' (a null logo: no logo).
 */
export interface MarketEssentialsView {
  /** USD price now. */
  price?: number | null;
  /** '$64,250.5', '$0.00000019'. */
  priceFormatted?: string;
  /** Ratio: 0.0123 = +1.23 % over 24 hours. */
  priceChange24h?: number | null;
  /** '+1.23%', '-50.00%'. */
  priceChange24hFormatted?: string;
  volume24h?: number | null;
  /** '$1.23M'. */
  volume24hFormatted?: string;
  /** The logo's address, ready for an <img src>; null: no logo (draw the initials). */
  logoUrl?: string | null;
}

/** A DEX token's pool, holders and risk flags beside the essentials of either market. */
export interface DexMarketEssentialsView extends MarketEssentialsView {
  liquidity?: number | null;
  liquidityFormatted?: string;
  holders?: number | null;
  /** '12,345'. */
  holdersFormatted?: string;
  risk?: TokenRiskView | null;
}

/** The 10 largest wallets holding at least this share (percent) reads as concentrated. */
const TOP10_CONCENTRATED_PCT = 50;

/** What may be wrong with a token, worst first: core's names, which shared-ui draws. */
type TokenRiskFlag = TokenRiskFlagName;
/** danger: a honeypot; warning: any other flag; clear: none. */
type TokenRiskLevel = TokenRiskLevelName;

export interface TokenRiskView {
  honeypot: boolean;
  mintable: boolean;
  /** Percent (0-100) of the supply the 10 largest wallets hold. */
  top10HoldersPct: number;
  /** '34.5%'. */
  top10HoldersPctFormatted: string;
  liquidityLocked: boolean;
  /** The flags raised, worst first (empty when none is). */
  flags: TokenRiskFlag[];
  level: TokenRiskLevel;
}

export function mapTokenRisk(risk: TokenRisk): TokenRiskView {
  const flags: TokenRiskFlag[] = [];
  if (risk.honeypot) flags.push('honeypot');
  if (risk.mintable) flags.push('mintable');
  if (risk.top10_holders_pct >= TOP10_CONCENTRATED_PCT) flags.push('concentrated');
  if (!risk.liquidity_locked) flags.push('unlockedLiquidity');
  return {
    honeypot: risk.honeypot,
    mintable: risk.mintable,
    top10HoldersPct: risk.top10_holders_pct,
    // The contract gives this share in percent; formatShare reads ratios.
    top10HoldersPctFormatted: formatShare(risk.top10_holders_pct / 100),
    liquidityLocked: risk.liquidity_locked,
    flags,
    level: risk.honeypot ? 'danger' : flags.length > 0 ? 'warning' : 'clear',
  };
}

/** Price, 24-hour change, volume and logo of a record of either market. */
export function cexEssentialsView(record: CexEssentials): MarketEssentialsView {
  const view: MarketEssentialsView = {};
  if (record.price !== undefined) {
    view.price = record.price;
    view.priceFormatted = formatUsd(record.price);
  }
  if (record.price_change_24h !== undefined) {
    view.priceChange24h = record.price_change_24h;
    view.priceChange24hFormatted = formatPercent(record.price_change_24h);
  }
  if (record.volume_24h !== undefined) {
    view.volume24h = record.volume_24h;
    view.volume24hFormatted = formatMarketCap(record.volume_24h);
  }
  if (record.logo_url !== undefined) view.logoUrl = logoUrlFromApi(record.logo_url);
  return view;
}

/** The essentials of a DEX record (a CEX record's, where a list mixes both, map the same). */
export function dexEssentialsView(record: DexEssentials): DexMarketEssentialsView {
  const view: DexMarketEssentialsView = cexEssentialsView(record);
  if (record.liquidity !== undefined) {
    view.liquidity = record.liquidity;
    view.liquidityFormatted = formatMarketCap(record.liquidity);
  }
  if (record.holders !== undefined) {
    view.holders = record.holders;
    view.holdersFormatted = formatCount(record.holders);
  }
  if (record.risk !== undefined)
    view.risk = record.risk === null ? null : mapTokenRisk(record.risk);
  return view;
}

/** An influencer trade's essentials: its token's price now is `current_price` there. */
export type TradeEssentialsView = Omit<DexMarketEssentialsView, 'price' | 'priceFormatted'> & {
  /** The token's price now (the trade's own fill price is the card's price). */
  currentPrice?: number | null;
  currentPriceFormatted?: string;
};

export function tradeEssentialsView(
  record: Omit<DexEssentials, 'price'> & { current_price?: number | null | undefined },
): TradeEssentialsView {
  const { price, priceFormatted, ...rest } = dexEssentialsView({
    ...record,
    price: record.current_price,
  });
  const view: TradeEssentialsView = rest;
  if (price !== undefined) {
    view.currentPrice = price;
    view.currentPriceFormatted = priceFormatted ?? formatUsd(price);
  }
  return view;
}
