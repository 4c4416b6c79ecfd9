import type { PositionType } from '../contract/common.ts';
import { PATHS } from '../contract/paths.ts';
import {
  TokenDetailResponseSchema,
  type TokenDetail,
  type TokenDetailHolder,
  type TokenDetailPoint,
  type TokenDetailRequest,
} from '../contract/token-detail.ts';
import { apiPost } from '../http/request.ts';
import { formatDisplayDateTime } from './format/dates.ts';
import { formatMarketCap, formatUsd } from './format/numbers.ts';
import { cexEssentialsView, type MarketEssentialsView } from './format/essentials.ts';
import { tokenIconKey } from './format/token-name.ts';
import { apiUserId } from './shared/user-id.ts';
import { hoursAgoIso } from './shared/windows.ts';

/** The page opens on its 24h period tab. */
export const TOKEN_DETAIL_DEFAULT_HOURS = 24;

export interface TokenDetailParams {
  /** The route's id parameter: the CEX coin symbol. */
  coin: string;
  /** Defaults to 24 hours ago. */
  fromDatetime?: string;
  toDatetime?: string | null;
  signal?: AbortSignal;
}

export interface TokenDetailPointView {
  timestamp: string;
  price: number;
  netflow: number;
  smwHoldings: number;
}

export interface TokenDetailHolderRow {
  id: number;
  wallet: string;
  positionType: PositionType;
  holdings: number;
  holdingsFormatted: string;
  entryPriceFormatted: string;
  netflow: number;
  netflowFormatted: string;
  pnl: number;
  pnlFormatted: string;
  lastTrade: string | null;
  lastTradeFormatted: string;
}

/** The essentials beside the price the page always had (optional: an older server sends none). */
export interface TokenDetailView extends Omit<MarketEssentialsView, 'price' | 'priceFormatted'> {
  coin: string;
  tokenName: string;
  icon: string | null;
  price: number;
  priceFormatted: string;
  marketCap: number | null;
  marketCapFormatted: string;
  /** The accumulation score of the period (Top Accumulations' score). */
  score: number;
  /** The holdings score of the period (Top Holdings' score); null when the API sends none. */
  holdingsScore: number | null;
  smwHoldings: number;
  smwHoldingsFormatted: string;
  influencersHoldings: number;
  influencersHoldingsFormatted: string;
  influencersIn: number;
  influencersInFormatted: string;
  whalesHoldings: number;
  whalesHoldingsFormatted: string;
  series: TokenDetailPointView[];
  holders: TokenDetailHolderRow[];
}

/** POST /token_detail: user_id, coin, from_datetime, optional to_datetime. */
function tokenDetailPayload(
  params: TokenDetailParams,
  now: number = Date.now(),
): TokenDetailRequest {
  const payload: TokenDetailRequest = {
    user_id: apiUserId(),
    coin: params.coin,
    from_datetime: params.fromDatetime ?? hoursAgoIso(TOKEN_DETAIL_DEFAULT_HOURS, now),
  };
  if (params.toDatetime) payload.to_datetime = params.toDatetime;
  return payload;
}

/** The chart's points (the DEX page's too). */
export function mapDetailSeries(series: readonly TokenDetailPoint[]): TokenDetailPointView[] {
  return series.map((point) => ({
    timestamp: point.timestamp,
    price: point.price,
    netflow: point.netflow,
    smwHoldings: point.smw_holdings,
  }));
}

/** The SMW Holders table (the DEX page's too), numbered from 1. */
export function mapDetailHolders(holders: readonly TokenDetailHolder[]): TokenDetailHolderRow[] {
  return holders.map((holder, index) => ({
    id: index + 1,
    wallet: holder.wallet,
    positionType: holder.position_type,
    holdings: holder.holdings,
    holdingsFormatted: formatMarketCap(holder.holdings),
    entryPriceFormatted: formatUsd(holder.entry_price),
    netflow: holder.netflow,
    netflowFormatted: formatMarketCap(holder.netflow),
    pnl: holder.pnl,
    pnlFormatted: formatMarketCap(holder.pnl),
    lastTrade: holder.last_trade,
    lastTradeFormatted: formatDisplayDateTime(holder.last_trade),
  }));
}

export function mapTokenDetail(detail: TokenDetail): TokenDetailView {
  return {
    // Sent without a price: the page's own price below is always there.
    ...cexEssentialsView({
      price_change_24h: detail.price_change_24h,
      volume_24h: detail.volume_24h,
      logo_url: detail.logo_url,
    }),
    coin: detail.coin,
    tokenName: detail.token_name,
    icon: tokenIconKey(detail.coin),
    price: detail.price,
    priceFormatted: formatUsd(detail.price),
    marketCap: detail.market_cap,
    marketCapFormatted: formatMarketCap(detail.market_cap),
    score: detail.score,
    holdingsScore: detail.holdings_score ?? null,
    smwHoldings: detail.smw_holdings,
    smwHoldingsFormatted: formatMarketCap(detail.smw_holdings),
    influencersHoldings: detail.influencers_holdings,
    influencersHoldingsFormatted: formatMarketCap(detail.influencers_holdings),
    influencersIn: detail.influencers_in,
    influencersInFormatted: formatMarketCap(detail.influencers_in),
    whalesHoldings: detail.whales_holdings,
    whalesHoldingsFormatted: formatMarketCap(detail.whales_holdings),
    series: mapDetailSeries(detail.series),
    holders: mapDetailHolders(detail.holders),
  };
}

/** POST /token_detail (the contract's call for the token detail page). */
export async function fetchTokenDetail(params: TokenDetailParams): Promise<TokenDetailView> {
  const { data } = await apiPost(
    PATHS.tokenDetail,
    tokenDetailPayload(params),
    TokenDetailResponseSchema,
    {
      signal: params.signal,
    },
  );
  return mapTokenDetail(data.data);
}
