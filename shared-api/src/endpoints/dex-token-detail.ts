import type { Network } from '../contract/common.ts';
import {
  DexTokenDetailResponseSchema,
  type DexTokenDetail,
  type DexTokenDetailRequest,
} from '../contract/dex-token-detail.ts';
import { PATHS } from '../contract/paths.ts';
import { apiPost } from '../http/request.ts';
import { daysSince } from './format/dates.ts';
import { mapTokenRisk, type TokenRiskView } from './format/essentials.ts';
import {
  formatMarketCap,
  formatCount,
  formatPercent,
  formatSignedFlow,
  formatUsd,
} from './format/numbers.ts';
import { logoUrlFromApi } from './format/logo.ts';
import { shortenAddress, tokenDisplayName, tokenIconKey } from './format/token-name.ts';
import { apiUserId } from './shared/user-id.ts';
import { hoursAgoIso } from './shared/windows.ts';
import {
  mapDetailHolders,
  mapDetailSeries,
  TOKEN_DETAIL_DEFAULT_HOURS,
  type TokenDetailHolderRow,
  type TokenDetailPointView,
} from './token-detail.ts';

export interface DexTokenDetailParams {
  network: Network;
  /** The token's contract address (any case for EVM chains). */
  address: string;
  /** Defaults to 24 hours ago, the page's first period tab. */
  fromDatetime?: string;
  toDatetime?: string | null;
  signal?: AbortSignal;
}

/** The in-app DEX token page (/token/dex/:network/:address): header, chart, holders, flags. */
export interface DexTokenDetailView {
  tokenName: string;
  ticker: string;
  /** '$'-prefixed name with the spec's fallbacks. */
  displayName: string;
  network: Network;
  /** The canonical address (what favourites and trade links use). */
  address: string;
  /** First 6 characters, '...', last 4. */
  addressShort: string;
  /** The shared-ui icon key (initials) for when the logo does not load. */
  icon: string | null;
  logoUrl: string | null;
  launchedWhen: string;
  daysOld: number;
  favorites: boolean;
  price: number;
  priceFormatted: string;
  /** Ratio over 24 hours; null when unknown. */
  priceChange24h: number | null;
  priceChange24hFormatted: string;
  volume24h: number;
  volume24hFormatted: string;
  liquidity: number;
  liquidityFormatted: string;
  holders: number;
  holdersFormatted: string;
  marketCap: number | null;
  marketCapFormatted: string;
  risk: TokenRiskView;
  /** The accumulation score of the period (Top Accumulations DEX's score). */
  score: number;
  /** The holdings score of the period (Top Holdings DEX's score). */
  holdingsScore: number;
  netflow: number;
  /** '+$9.43M'. */
  netflowFormatted: string;
  walletsInteracted: number;
  smwHoldings: number;
  smwHoldingsFormatted: string;
  influencersHoldings: number;
  influencersHoldingsFormatted: string;
  influencersIn: number;
  influencersInFormatted: string;
  whalesHoldings: number;
  whalesHoldingsFormatted: string;
  series: TokenDetailPointView[];
  /** The smart-money holders (the SMW Holders table). */
  smwHolders: TokenDetailHolderRow[];
}

/** POST /dex_token_detail: user_id, network, address, from_datetime, optional to_datetime. */
function dexTokenDetailPayload(
  params: DexTokenDetailParams,
  now: number = Date.now(),
): DexTokenDetailRequest {
  const payload: DexTokenDetailRequest = {
    user_id: apiUserId(),
    network: params.network,
    address: params.address,
    from_datetime: params.fromDatetime ?? hoursAgoIso(TOKEN_DETAIL_DEFAULT_HOURS, now),
  };
  if (params.toDatetime) payload.to_datetime = params.toDatetime;
  return payload;
}

function mapDexTokenDetail(detail: DexTokenDetail, now: number = Date.now()): DexTokenDetailView {
  return {
    tokenName: detail.token_name,
    ticker: detail.ticker,
    displayName: tokenDisplayName({
      tokenName: detail.token_name,
      ticker: detail.ticker,
      address: detail.address,
    }),
    network: detail.network,
    address: detail.address,
    addressShort: shortenAddress(detail.address),
    icon: tokenIconKey(detail.ticker),
    logoUrl: logoUrlFromApi(detail.logo_url),
    launchedWhen: detail.launched_when,
    // From the launch instant, so the badge ages while the page stays open.
    daysOld: daysSince(detail.launched_when, now) ?? detail.days_old,
    favorites: detail.favorites,
    price: detail.price,
    priceFormatted: formatUsd(detail.price),
    priceChange24h: detail.price_change_24h,
    priceChange24hFormatted: formatPercent(detail.price_change_24h),
    volume24h: detail.volume_24h,
    volume24hFormatted: formatMarketCap(detail.volume_24h),
    liquidity: detail.liquidity,
    liquidityFormatted: formatMarketCap(detail.liquidity),
    holders: detail.holders,
    holdersFormatted: formatCount(detail.holders),
    marketCap: detail.market_cap,
    marketCapFormatted: formatMarketCap(detail.market_cap),
    risk: mapTokenRisk(detail.risk),
    score: detail.score,
    holdingsScore: detail.holdings_score,
    netflow: detail.netflow,
    netflowFormatted: formatSignedFlow(detail.netflow),
    walletsInteracted: detail.wallets_interacted,
    smwHoldings: detail.smw_holdings,
    smwHoldingsFormatted: formatMarketCap(detail.smw_holdings),
    influencersHoldings: detail.influencers_holdings,
    influencersHoldingsFormatted: formatMarketCap(detail.influencers_holdings),
    influencersIn: detail.influencers_in,
    influencersInFormatted: formatMarketCap(detail.influencers_in),
    whalesHoldings: detail.whales_holdings,
    whalesHoldingsFormatted: formatMarketCap(detail.whales_holdings),
    series: mapDetailSeries(detail.series),
    smwHolders: mapDetailHolders(detail.smw_holders),
  };
}

/** POST /dex_token_detail (the in-app DEX token page). An unknown token fails with 404. */
export async function fetchDexTokenDetail(
  params: DexTokenDetailParams,
): Promise<DexTokenDetailView> {
  const { data } = await apiPost(
    PATHS.dexTokenDetail,
    dexTokenDetailPayload(params),
    DexTokenDetailResponseSchema,
    { signal: params.signal },
  );
  return mapDexTokenDetail(data.data);
}
