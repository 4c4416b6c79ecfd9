import type { Theme } from '@emotion/react';
import type { PnlPointView, ResearchPeriod } from '@flowscope/shared-api';
import { formatSignedFlow, LineAreaChart, Skeleton } from '@flowscope/shared-ui';
import { useMemo } from 'react';
import { periodPhrase } from '../../components/research-periods.ts';
import { chartTimeLabel, pnlCurveSummary } from './pnl-curve-summary.ts';

/** The plot's height: the chart and its placeholder take the same room. */
const PNL_CHART_HEIGHT = 200;

/** The realised PnL curve of the period, with its summary in words. */
export function PnlCurve({
  curve,
  period,
}: {
  curve: readonly PnlPointView[];
  period: ResearchPeriod;
}) {
  const points = useMemo(() => curve.map((point) => ({ x: point.time, y: point.pnl })), [curve]);
  return (
    <LineAreaChart
      points={points}
      label={`Realised PnL over ${periodPhrase(period)}`}
      summary={pnlCurveSummary(curve, periodPhrase(period))}
      formatY={formatSignedFlow}
      formatX={chartTimeLabel(period)}
      height={PNL_CHART_HEIGHT}
      emptyText="No realised PnL in this period"
    />
  );
}

/** The curve's place while it loads: plot, axis line and caption, as tall as the chart. */
export function PnlCurvePlaceholder() {
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.sm })}>
      <Skeleton height={PNL_CHART_HEIGHT} />
      <Skeleton height={17} width="30%" />
      <Skeleton height={20} width="80%" />
    </div>
  );
}
