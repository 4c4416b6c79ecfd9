import type { PositionType } from '../../contract/common.ts';
import { PATHS } from '../../contract/paths.ts';
import {
  RowWalletsResponseSchema,
  type RowWallet,
  type RowWalletList,
  type RowWallets,
  type RowWalletsRequest,
  type WalletDirection,
} from '../../contract/row-wallets.ts';
import type { TokenRef } from '../../contract/token-ref.ts';
import { apiPost } from '../../http/request.ts';
import { formatDisplayDateTime } from '../format/dates.ts';
import { formatMarketCap, formatCount, formatSignedFlow, formatUsd } from '../format/numbers.ts';
import { isMasked } from '../format/token-name.ts';
import { apiUserId } from '../shared/user-id.ts';
import { walletShort } from './activity-views.ts';
import { mapResearchToken, type ResearchToken } from './research-token.ts';

export interface RowWalletsParams {
  token: TokenRef;
  /** 'accumulations' (default): who traded in the window; 'holdings': who holds now. */
  list?: RowWalletList;
  /** The row's window, as the Top list was asked for it; defaults to the last 24 hours. */
  fromDatetime?: string | null;
  toDatetime?: string | null;
  signal?: AbortSignal;
}

/** One wallet behind a Top row. */
export interface RowWalletView {
  id: number;
  /** The address, or '***' for anonymous visitors (then `masked`, and no profile to open). */
  wallet: string;
  walletShort: string;
  masked: boolean;
  /** The owning influencer's handle ('***' when masked), else null. */
  label: string | null;
  positionType: PositionType | null;
  /** USD value of the position now, signed. */
  position: number;
  positionFormatted: string;
  entryPrice: number | null;
  entryPriceFormatted: string;
  netflow: number;
  netflowFormatted: string;
  direction: WalletDirection;
  trades: number;
  realisedPnl: number;
  realisedPnlFormatted: string;
  unrealisedPnl: number;
  unrealisedPnlFormatted: string;
  pnl: number;
  pnlFormatted: string;
  lastTrade: string | null;
  lastTradeFormatted: string;
}

interface RowWalletCountsView {
  wallets: number;
  walletsFormatted: string;
  traded: number;
  netLongWallets: number;
  netShortWallets: number;
  holderChange: number;
  longHolders: number;
  shortHolders: number;
}

export interface RowWalletsView {
  token: ResearchToken;
  list: RowWalletList;
  fromDatetime: string;
  toDatetime: string;
  price: number;
  priceFormatted: string;
  counts: RowWalletCountsView;
  wallets: RowWalletView[];
}

/** POST /row_wallets: user_id, token, list, optional from_datetime / to_datetime. */
function rowWalletsPayload(params: RowWalletsParams): RowWalletsRequest {
  const payload: RowWalletsRequest = {
    user_id: apiUserId(),
    token: params.token,
    list: params.list ?? 'accumulations',
  };
  if (params.fromDatetime) payload.from_datetime = params.fromDatetime;
  if (params.toDatetime) payload.to_datetime = params.toDatetime;
  return payload;
}

function mapRowWallet(record: RowWallet, index: number): RowWalletView {
  return {
    id: index + 1,
    wallet: record.wallet,
    walletShort: walletShort(record.wallet),
    masked: isMasked(record.wallet),
    label: record.label,
    positionType: record.position_type,
    position: record.position,
    positionFormatted: formatMarketCap(record.position),
    entryPrice: record.entry_price,
    entryPriceFormatted: formatUsd(record.entry_price),
    netflow: record.netflow,
    netflowFormatted: formatSignedFlow(record.netflow),
    direction: record.direction,
    trades: record.trades,
    realisedPnl: record.realised_pnl,
    realisedPnlFormatted: formatSignedFlow(record.realised_pnl),
    unrealisedPnl: record.unrealised_pnl,
    unrealisedPnlFormatted: formatSignedFlow(record.unrealised_pnl),
    pnl: record.pnl,
    pnlFormatted: formatSignedFlow(record.pnl),
    lastTrade: record.last_trade,
    lastTradeFormatted: formatDisplayDateTime(record.last_trade),
  };
}

function mapRowWallets(record: RowWallets): RowWalletsView {
  return {
    token: mapResearchToken(record.token),
    list: record.list,
    fromDatetime: record.from_datetime,
    toDatetime: record.to_datetime,
    price: record.price,
    priceFormatted: formatUsd(record.price),
    counts: {
      wallets: record.counts.wallets,
      walletsFormatted: formatCount(record.counts.wallets),
      traded: record.counts.traded,
      netLongWallets: record.counts.net_long_wallets,
      netShortWallets: record.counts.net_short_wallets,
      holderChange: record.counts.holder_change,
      longHolders: record.counts.long_holders,
      shortHolders: record.counts.short_holders,
    },
    wallets: record.wallets.map(mapRowWallet),
  };
}

/** POST /row_wallets: the smart-money wallets behind a Top row's Wallets count. */
export async function fetchRowWallets(params: RowWalletsParams): Promise<RowWalletsView> {
  const { data } = await apiPost(
    PATHS.rowWallets,
    rowWalletsPayload(params),
    RowWalletsResponseSchema,
    { signal: params.signal },
  );
  return mapRowWallets(data.data);
}
