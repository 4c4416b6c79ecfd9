import type { PositionType, Side } from '../../contract/common.ts';
import type { TradeActivity, WalletHolding, WalletTrade } from '../../contract/wallet-activity.ts';
import { formatDisplayDateTime } from '../format/dates.ts';
import {
  formatCompact,
  formatMarketCap,
  formatShare,
  formatSignedFlow,
  formatUsd,
} from '../format/numbers.ts';
import { shortenAddress } from '../format/token-name.ts';
import { mapResearchToken, type ResearchToken } from './research-token.ts';

/** A wallet address as rows show it: first 6, '...', last 4 ('***' stays '***'). */
export function walletShort(wallet: string): string {
  return shortenAddress(wallet);
}

/** One open position of a profile. */
export interface HoldingView {
  id: number;
  wallet: string;
  walletShort: string;
  token: ResearchToken;
  positionType: PositionType;
  /** Signed: negative is short. */
  quantity: number;
  quantityFormatted: string;
  /** USD, signed. */
  value: number;
  valueFormatted: string;
  price: number;
  priceFormatted: string;
  entryPrice: number | null;
  entryPriceFormatted: string;
  unrealisedPnl: number;
  unrealisedPnlFormatted: string;
  /** Share of the holdings' gross value (sum of |value|), for a bar. */
  share: number;
  shareFormatted: string;
}

export function mapHoldings(holdings: readonly WalletHolding[]): HoldingView[] {
  const gross = holdings.reduce((sum, holding) => sum + Math.abs(holding.value), 0);
  return holdings.map((holding, index) => {
    const share = gross > 0 ? Math.abs(holding.value) / gross : 0;
    return {
      id: index + 1,
      wallet: holding.wallet,
      walletShort: walletShort(holding.wallet),
      token: mapResearchToken(holding.token),
      positionType: holding.position_type,
      quantity: holding.quantity,
      quantityFormatted: formatCompact(holding.quantity),
      value: holding.value,
      valueFormatted: formatMarketCap(holding.value),
      price: holding.price,
      priceFormatted: formatUsd(holding.price),
      entryPrice: holding.entry_price,
      entryPriceFormatted: formatUsd(holding.entry_price),
      unrealisedPnl: holding.unrealised_pnl,
      unrealisedPnlFormatted: formatSignedFlow(holding.unrealised_pnl),
      share,
      shareFormatted: formatShare(share),
    };
  });
}

/** One trade of a profile, newest first. */
export interface TradeView {
  id: number;
  wallet: string;
  walletShort: string;
  token: ResearchToken;
  side: Side;
  /** CEX only. */
  positionType: PositionType | null;
  activity: TradeActivity;
  quantity: number;
  quantityFormatted: string;
  price: number;
  priceFormatted: string;
  value: number;
  valueFormatted: string;
  realisedPnl: number;
  /** '' for a trade that realised nothing (a buy or an open). */
  realisedPnlFormatted: string;
  timestamp: string;
  datetimeFormatted: string;
}

export function mapTrades(trades: readonly WalletTrade[]): TradeView[] {
  return trades.map((trade, index) => ({
    id: index + 1,
    wallet: trade.wallet,
    walletShort: walletShort(trade.wallet),
    token: mapResearchToken(trade.token),
    side: trade.side,
    positionType: trade.position_type,
    activity: trade.activity,
    quantity: trade.quantity,
    quantityFormatted: formatCompact(trade.quantity),
    price: trade.price,
    priceFormatted: formatUsd(trade.price),
    value: trade.value,
    valueFormatted: formatMarketCap(trade.value),
    realisedPnl: trade.realised_pnl,
    realisedPnlFormatted:
      trade.activity === 'Opened' || trade.activity === 'Increased'
        ? ''
        : formatSignedFlow(trade.realised_pnl),
    timestamp: trade.timestamp,
    datetimeFormatted: formatDisplayDateTime(trade.timestamp),
  }));
}

/** The contract's PnL summary fields (wallet-activity.ts). */
interface PnlSummaryRecord {
  realised_pnl: number;
  unrealised_pnl: number;
  pnl: number;
  trades_total: number;
  closed_trades: number;
  winning_trades: number;
  win_rate: number | null;
}

/** A profile's PnL and win rate over its period. */
export interface PnlSummaryView {
  realisedPnl: number;
  realisedPnlFormatted: string;
  unrealisedPnl: number;
  unrealisedPnlFormatted: string;
  pnl: number;
  pnlFormatted: string;
  tradesTotal: number;
  closedTrades: number;
  winningTrades: number;
  /** Null without a closed trade. */
  winRate: number | null;
  /** '46.9%', or 'N/A' without a closed trade. */
  winRateFormatted: string;
}

export function mapPnlSummary(record: PnlSummaryRecord): PnlSummaryView {
  return {
    realisedPnl: record.realised_pnl,
    realisedPnlFormatted: formatSignedFlow(record.realised_pnl),
    unrealisedPnl: record.unrealised_pnl,
    unrealisedPnlFormatted: formatSignedFlow(record.unrealised_pnl),
    pnl: record.pnl,
    pnlFormatted: formatSignedFlow(record.pnl),
    tradesTotal: record.trades_total,
    closedTrades: record.closed_trades,
    winningTrades: record.winning_trades,
    winRate: record.win_rate,
    winRateFormatted: formatShare(record.win_rate),
  };
}
