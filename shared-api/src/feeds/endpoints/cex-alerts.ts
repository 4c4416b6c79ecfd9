import { mapRecords } from '@flowscope/shared-api';
import type { ItemRange } from '@flowscope/core';
import {
  CexAlertSchema,
  type CexAlert,
  type CexAlertsRequest,
  PATHS,
} from '@flowscope/shared-api/contract';
import {
  formatDisplayDateTime,
  formatMarketCap,
  formatPercent,
  formatUsd,
  cexTokenIdentity,
  apiUserId,
  cexEssentialsView,
  postList,
  mapSignalReturns,
  type SignalReturnsView,
  type MarketEssentialsView,
} from '@flowscope/shared-api';
import {
  isMaskedPreview,
  mapAlertInfluencers,
  type AlertInfluencer,
} from './shared/alert-influencers.ts';

export interface CexAlertsParams {
  /** Defaults to 0. */
  minActiveWallets?: number | null;
  fromDatetime?: string | null;
  toDatetime?: string | null;
  signal?: AbortSignal;
}

/** A signal card of Alpha Feed CEX (data-screens §2 card fields). */
/** The essentials are the coin's now, beside the signal's frozen figures. */
export interface CexAlertCard extends MarketEssentialsView {
  id: number;
  tokenName: string;
  symbol: string;
  icon: string | null;
  masked: boolean;
  score: number;
  /** CEX perpetuals have no launch date. */
  daysOld: null;
  /** Formatted signal time; '' in a masked preview. */
  date: string;
  timestamp: string | null;
  /** Smart-money wallets that traded the coin in the 24 h up to the signal. */
  scalpers: number;
  shortsOpened: number;
  amountBought: number;
  amountBoughtFormatted: string;
  amountSold: number;
  amountSoldFormatted: string;
  smwFlow: number;
  netflow: number;
  netflowFormatted: string;
  shortEntryPriceFormatted: string;
  longEntryPriceFormatted: string;
  marketCap: number | null;
  marketCapFormatted: string;
  holdingsFormatted: string;
  holdingsVsMarketCapFormatted: string;
  influencers: AlertInfluencer[];
  /** Anonymous preview: influencer handles show as '***' and avatars are hidden. */
  influencersMasked: boolean;
  /**
   * What the price did after the signal ('after 1h +12.40% · 24h -3.10%'); the mapper always
   * sets it (empty when the server sends no returns), optional for cards built elsewhere.
   */
  returns?: SignalReturnsView;
}

/** POST /get_cex_alerts: user_id, min_active_wallets (0), optional from/to_datetime. */
function cexAlertsPayload(params: CexAlertsParams): CexAlertsRequest {
  const payload: CexAlertsRequest = {
    user_id: apiUserId(),
    min_active_wallets: params.minActiveWallets ?? 0,
  };
  if (params.fromDatetime) payload.from_datetime = params.fromDatetime;
  if (params.toDatetime) payload.to_datetime = params.toDatetime;
  return payload;
}

export function mapCexAlerts(records: readonly CexAlert[], range?: ItemRange): CexAlertCard[] {
  const masked = isMaskedPreview(records);
  return mapRecords(records, range, (record, index) => {
    return {
      id: index + 1,
      ...cexTokenIdentity(record.coin),
      score: record.score,
      daysOld: null,
      date: formatDisplayDateTime(record.timestamp),
      timestamp: record.timestamp,
      scalpers: record.wallets_interacted,
      shortsOpened: record.shorts_opened,
      amountBought: record.amount_bought,
      amountBoughtFormatted: formatMarketCap(record.amount_bought),
      amountSold: record.amount_sold,
      amountSoldFormatted: formatMarketCap(record.amount_sold),
      smwFlow: record.smw_flow,
      netflow: record.netflow,
      netflowFormatted: formatMarketCap(record.netflow),
      shortEntryPriceFormatted: formatUsd(record.short_entry_price),
      longEntryPriceFormatted: formatUsd(record.long_entry_price),
      marketCap: record.market_cap,
      marketCapFormatted: formatMarketCap(record.market_cap),
      holdingsFormatted: formatMarketCap(record.holdings),
      holdingsVsMarketCapFormatted: formatPercent(record.holdings_vs_mkt_cap),
      influencers: mapAlertInfluencers(record.influencers_data, 'cex', masked),
      influencersMasked: masked,
      returns: mapSignalReturns(record.returns),
      ...cexEssentialsView(record),
    };
  });
}

/** POST /get_cex_alerts. */
export function fetchCexAlerts(params: CexAlertsParams = {}): Promise<CexAlertCard[]> {
  return postList({
    path: PATHS.cexAlerts,
    payload: cexAlertsPayload(params),
    record: CexAlertSchema,
    map: mapCexAlerts,
    signal: params.signal,
  });
}
