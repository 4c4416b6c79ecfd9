import {
  InfluencerProfileResponseSchema,
  type InfluencerProfile,
  type InfluencerProfileRequest,
} from '../../contract/influencer-profile.ts';
import { PATHS } from '../../contract/paths.ts';
import type { Venue } from '../../contract/token-ref.ts';
import { avatarUrl, xProfileUrl } from '../format/influencer.ts';
import {
  formatCompact,
  formatMarketCap,
  formatShare,
  formatSignedFlow,
} from '../format/numbers.ts';
import type { PremiumObject } from '../shared/results.ts';
import { apiUserId } from '../shared/user-id.ts';
import {
  mapHoldings,
  mapPnlSummary,
  mapTrades,
  walletShort,
  type HoldingView,
  type PnlSummaryView,
  type TradeView,
} from './activity-views.ts';
import { postPremiumObject } from './premium-object.ts';
import { mapResearchToken, type ResearchToken } from './research-token.ts';

export interface InfluencerProfileParams {
  venue: Venue;
  /** With or without the leading @. */
  twitterHandle: string;
  /** The period; defaults (server side) to the last 30 days. */
  fromDatetime?: string | null;
  toDatetime?: string | null;
  /** Trades listed, newest first: 1-200, default 50. */
  tradesLimit?: number;
  signal?: AbortSignal;
}

/** A point of the realised PnL curve. */
export interface PnlPointView {
  timestamp: string;
  /** Epoch ms, for a chart's x axis. */
  time: number;
  pnl: number;
}

export interface MostTradedTokenView {
  token: ResearchToken;
  trades: number;
  volume: number;
  volumeFormatted: string;
  realisedPnl: number;
  realisedPnlFormatted: string;
}

export interface InfluencerProfileView extends PnlSummaryView {
  twitterHandle: string;
  xLink: string;
  avatar: string;
  venue: Venue;
  authority: number;
  wallets: { wallet: string; walletShort: string }[];
  followed: boolean;
  fromDatetime: string;
  toDatetime: string;
  gainToPain: number;
  gainToPainFormatted: string;
  maxDrawdown: number;
  maxDrawdownFormatted: string;
  pnlCurve: PnlPointView[];
  openPositions: HoldingView[];
  trades: TradeView[];
  mostTraded: MostTradedTokenView[];
}

/** POST /influencer_profile: user_id, venue, twitter_handle, optional period, trades_limit. */
function influencerProfilePayload(params: InfluencerProfileParams): InfluencerProfileRequest {
  const payload: InfluencerProfileRequest = {
    user_id: apiUserId(),
    venue: params.venue,
    twitter_handle: params.twitterHandle.replace(/^@/, ''),
  };
  if (params.fromDatetime) payload.from_datetime = params.fromDatetime;
  if (params.toDatetime) payload.to_datetime = params.toDatetime;
  if (params.tradesLimit !== undefined) payload.trades_limit = params.tradesLimit;
  return payload;
}

function mapInfluencerProfile(record: InfluencerProfile): InfluencerProfileView {
  return {
    twitterHandle: record.twitter_handle,
    xLink: xProfileUrl(record.twitter_handle),
    avatar: avatarUrl(record.twitter_handle),
    venue: record.venue,
    authority: record.authority,
    wallets: record.wallets.map((wallet) => ({ wallet, walletShort: walletShort(wallet) })),
    followed: record.followed,
    fromDatetime: record.from_datetime,
    toDatetime: record.to_datetime,
    ...mapPnlSummary(record),
    gainToPain: record.gain_to_pain,
    gainToPainFormatted: formatCompact(record.gain_to_pain),
    maxDrawdown: record.max_drawdown,
    maxDrawdownFormatted: formatShare(record.max_drawdown),
    pnlCurve: record.pnl_curve.map((point) => ({
      timestamp: point.timestamp,
      time: Date.parse(point.timestamp),
      pnl: point.pnl,
    })),
    openPositions: mapHoldings(record.open_positions),
    trades: mapTrades(record.trades),
    mostTraded: record.most_traded.map((entry) => ({
      token: mapResearchToken(entry.token),
      trades: entry.trades,
      volume: entry.volume,
      volumeFormatted: formatMarketCap(entry.volume),
      realisedPnl: entry.realised_pnl,
      realisedPnlFormatted: formatSignedFlow(entry.realised_pnl),
    })),
  };
}

/** POST /influencer_profile (premium: others get `premiumRequired`). */
export function fetchInfluencerProfile(
  params: InfluencerProfileParams,
): Promise<PremiumObject<InfluencerProfileView>> {
  return postPremiumObject({
    path: PATHS.influencerProfile,
    payload: influencerProfilePayload(params),
    schema: InfluencerProfileResponseSchema,
    map: mapInfluencerProfile,
    signal: params.signal,
  });
}
