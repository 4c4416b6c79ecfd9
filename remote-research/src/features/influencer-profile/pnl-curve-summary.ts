import type { PnlPointView, ResearchPeriod } from '@flowscope/shared-api';
import { formatSignedFlow, formatZonedClockTime, formatZonedDateTime } from '@flowscope/shared-ui';

/** The day of an instant on the trader's clock: 'dd/MM/yyyy'. */
function chartDay(instant: number): string {
  return formatZonedDateTime(instant).slice(0, 10);
}

/** An axis label: the time of day over a day, else the day. */
export function chartTimeLabel(period: ResearchPeriod): (instant: number) => string {
  return period === '24h' || period === '4h' ? formatZonedClockTime : chartDay;
}

/**
 * The PnL curve in words, for the chart's caption and its screen-reader description: where it
 * ended, and its high and low with when they came.
 */
export function pnlCurveSummary(curve: readonly PnlPointView[], periodPhrase: string): string {
  const last = curve[curve.length - 1];
  if (!last) return `No realised PnL in ${periodPhrase}.`;
  let high = last;
  let low = last;
  for (const point of curve) {
    if (point.pnl > high.pnl) high = point;
    if (point.pnl < low.pnl) low = point;
  }
  if (high.pnl === 0 && low.pnl === 0) return `No realised PnL in ${periodPhrase}.`;
  const when = (point: PnlPointView) => formatZonedDateTime(point.time);
  return (
    `Realised PnL over ${periodPhrase} ended at ${formatSignedFlow(last.pnl)}; ` +
    `highest ${formatSignedFlow(high.pnl)} (${when(high)}), ` +
    `lowest ${formatSignedFlow(low.pnl)} (${when(low)}).`
  );
}
