import { mapRecords } from '@flowscope/shared-api';
import type { ItemRange } from '@flowscope/core';
import {
  DexAlertSchema,
  type DexAlert,
  type DexAlertsRequest,
  type Network,
  type TokenFilter,
  PATHS,
} from '@flowscope/shared-api/contract';
import {
  daysSince,
  formatDisplayDateTime,
  formatMarketCap,
  formatUsd,
  isMasked,
  nameOrMasked,
  tokenIconKey,
  apiUserId,
  dexEssentialsView,
  postList,
  mapSignalReturns,
  type SignalReturnsView,
  type DexMarketEssentialsView,
} from '@flowscope/shared-api';
import {
  isMaskedPreview,
  mapAlertInfluencers,
  type AlertInfluencer,
} from './shared/alert-influencers.ts';

export interface DexAlertsParams {
  /** Defaults to 'all_tokens'. */
  tokenFilter?: TokenFilter;
  /** Defaults to 0. */
  minActiveWallets?: number | null;
  /** Whole USD; null means no bound. */
  maxMarketCap?: number | null;
  filterNetwork?: Network | '' | null;
  fromDatetime?: string | null;
  toDatetime?: string | null;
  signal?: AbortSignal;
}

/** A 'Scalp Signal' card of Alpha Feed DEX (data-screens §3, DEX alert display). */
/** The essentials are the token's now, beside the signal's frozen figures. */
export interface DexAlertCard extends DexMarketEssentialsView {
  id: number;
  tokenName: string;
  symbol: string;
  icon: string | null;
  masked: boolean;
  score: number;
  /** Days since launch, fractional; null when the launch date is unreadable. */
  daysOld: number | null;
  date: string;
  timestamp: string | null;
  network: Network;
  address: string | null;
  walletsInteracted: number;
  buyVolume: number;
  buyVolumeFormatted: string;
  sellVolume: number;
  sellVolumeFormatted: string;
  netflow: number;
  netflowFormatted: string;
  marketCap: number | null;
  marketCapFormatted: string;
  avgEntryPriceFormatted: string;
  influencersIn: number;
  influencers: AlertInfluencer[];
  influencersMasked: boolean;
  /**
   * What the price did after the signal ('after 1h +12.40% · 24h -3.10%'); the mapper always
   * sets it (empty when the server sends no returns), optional for cards built elsewhere.
   */
  returns?: SignalReturnsView;
}

/**
 * POST /get_dex_alerts: user_id, token_filter (all_tokens), min_active_wallets,
 * max_market_cap, optional filter_network, from_datetime, to_datetime.
 */
function dexAlertsPayload(params: DexAlertsParams): DexAlertsRequest {
  const payload: DexAlertsRequest = {
    user_id: apiUserId(),
    token_filter: params.tokenFilter ?? 'all_tokens',
    min_active_wallets: params.minActiveWallets ?? 0,
    // Sent even when unset: null is the API's "no bound" (filter default: none).
    max_market_cap: params.maxMarketCap ?? null,
  };
  if (params.filterNetwork) payload.filter_network = params.filterNetwork;
  if (params.fromDatetime) payload.from_datetime = params.fromDatetime;
  if (params.toDatetime) payload.to_datetime = params.toDatetime;
  return payload;
}

export function mapDexAlerts(
  records: readonly DexAlert[],
  now: number = Date.now(),
  range?: ItemRange,
): DexAlertCard[] {
  const masked = isMaskedPreview(records);
  return mapRecords(records, range, (record, index) => {
    const tokenName = nameOrMasked(record.token_name);
    const ticker = nameOrMasked(record.ticker);
    return {
      id: index + 1,
      tokenName,
      symbol: ticker,
      icon: tokenIconKey(ticker),
      masked: isMasked(tokenName) || isMasked(ticker),
      score: record.score,
      daysOld: daysSince(record.launched_when, now),
      date: formatDisplayDateTime(record.timestamp),
      timestamp: record.timestamp,
      network: record.network,
      address: record.address,
      walletsInteracted: record.wallets_interacted,
      buyVolume: record.buy_volume,
      buyVolumeFormatted: formatMarketCap(record.buy_volume),
      sellVolume: record.sell_volume,
      sellVolumeFormatted: formatMarketCap(record.sell_volume),
      netflow: record.netflow,
      netflowFormatted: formatMarketCap(record.netflow),
      marketCap: record.market_cap,
      marketCapFormatted: formatMarketCap(record.market_cap),
      avgEntryPriceFormatted: formatUsd(record.avg_entry_price),
      influencersIn: record.influencers_in,
      influencers: mapAlertInfluencers(record.influencers_data, 'dex', masked),
      influencersMasked: masked,
      returns: mapSignalReturns(record.returns),
      ...dexEssentialsView(record),
    };
  });
}

/** POST /get_dex_alerts. */
export function fetchDexAlerts(params: DexAlertsParams = {}): Promise<DexAlertCard[]> {
  // One clock for the whole answer, read when it has arrived: its rows are made in slices.
  let now: number | undefined;
  return postList({
    path: PATHS.dexAlerts,
    payload: dexAlertsPayload(params),
    record: DexAlertSchema,
    map: (records, range) => mapDexAlerts(records, (now ??= Date.now()), range),
    signal: params.signal,
  });
}
