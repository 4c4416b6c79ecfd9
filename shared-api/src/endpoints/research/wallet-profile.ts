import { PATHS } from '../../contract/paths.ts';
import type { TokenRef, Venue } from '../../contract/token-ref.ts';
import {
  WalletProfileResponseSchema,
  type WalletProfile,
  type WalletProfileRequest,
} from '../../contract/wallet-profile.ts';
import { formatMarketCap, formatCount } from '../format/numbers.ts';
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

export interface WalletProfileParams {
  wallet: string;
  /** The period; defaults (server side) to the last 30 days. */
  fromDatetime?: string | null;
  toDatetime?: string | null;
  /** Trades listed, newest first: 1-200, default 50. */
  tradesLimit?: number;
  /** Tokens to compare with, e.g. the Top list the wallet was opened from. */
  commonWith?: readonly TokenRef[];
  signal?: AbortSignal;
}

/** A token of commonWith the wallet holds now or traded in the period. */
export interface CommonTokenView {
  token: ResearchToken;
  value: number;
  valueFormatted: string;
  trades: number;
}

export interface WalletProfileView extends PnlSummaryView {
  wallet: string;
  walletShort: string;
  /** The owning influencer's handle, else null. */
  label: string | null;
  influencerVenue: Venue | null;
  fromDatetime: string;
  toDatetime: string;
  holdingsValue: number;
  holdingsValueFormatted: string;
  holdings: HoldingView[];
  trades: TradeView[];
  tokensTraded: number;
  tokensTradedFormatted: string;
  commonTokens: CommonTokenView[];
}

/** POST /wallet_profile: user_id, wallet, optional period, trades_limit, common_with. */
function walletProfilePayload(params: WalletProfileParams): WalletProfileRequest {
  const payload: WalletProfileRequest = { user_id: apiUserId(), wallet: params.wallet };
  if (params.fromDatetime) payload.from_datetime = params.fromDatetime;
  if (params.toDatetime) payload.to_datetime = params.toDatetime;
  if (params.tradesLimit !== undefined) payload.trades_limit = params.tradesLimit;
  if (params.commonWith && params.commonWith.length > 0)
    payload.common_with = [...params.commonWith];
  return payload;
}

function mapWalletProfile(record: WalletProfile): WalletProfileView {
  return {
    wallet: record.wallet,
    walletShort: walletShort(record.wallet),
    label: record.label,
    influencerVenue: record.influencer_venue,
    fromDatetime: record.from_datetime,
    toDatetime: record.to_datetime,
    holdingsValue: record.holdings_value,
    holdingsValueFormatted: formatMarketCap(record.holdings_value),
    holdings: mapHoldings(record.holdings),
    trades: mapTrades(record.trades),
    ...mapPnlSummary(record),
    tokensTraded: record.tokens_traded,
    tokensTradedFormatted: formatCount(record.tokens_traded),
    commonTokens: record.common_tokens.map((common) => ({
      token: mapResearchToken(common.token),
      value: common.value,
      valueFormatted: formatMarketCap(common.value),
      trades: common.trades,
    })),
  };
}

/** POST /wallet_profile (premium: others get `premiumRequired`). */
export function fetchWalletProfile(
  params: WalletProfileParams,
): Promise<PremiumObject<WalletProfileView>> {
  return postPremiumObject({
    path: PATHS.walletProfile,
    payload: walletProfilePayload(params),
    schema: WalletProfileResponseSchema,
    map: mapWalletProfile,
    signal: params.signal,
  });
}
