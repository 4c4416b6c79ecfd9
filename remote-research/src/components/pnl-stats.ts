import type { PnlSummaryView } from '@flowscope/shared-api';
import { CENTS_ROUNDING, signTone, type Stat } from '@flowscope/shared-ui';

/** The period's PnL and hit rate as key figures, shared by both profiles. */
export function pnlStats(summary: PnlSummaryView | null): Stat[] {
  return [
    {
      label: 'PnL',
      value: summary?.pnlFormatted ?? '',
      hint: 'Realised plus unrealised',
      tone: summary ? signTone(summary.pnl, CENTS_ROUNDING) : 'default',
    },
    {
      label: 'Realised PnL',
      value: summary?.realisedPnlFormatted ?? '',
      hint: 'Closed in the period',
      tone: summary ? signTone(summary.realisedPnl, CENTS_ROUNDING) : 'default',
    },
    {
      label: 'Unrealised PnL',
      value: summary?.unrealisedPnlFormatted ?? '',
      hint: "Open positions in the period's tokens",
      tone: summary ? signTone(summary.unrealisedPnl, CENTS_ROUNDING) : 'default',
    },
    {
      label: 'Win rate',
      value: summary?.winRateFormatted ?? '',
      hint: summary
        ? `${summary.winningTrades} of ${summary.closedTrades} closed trades in profit`
        : 'Closed trades in profit',
    },
    {
      label: 'Trades',
      value: summary ? String(summary.tradesTotal) : '',
      hint: 'In the period',
    },
  ];
}
