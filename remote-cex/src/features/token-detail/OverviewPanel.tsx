import type { Theme } from '@emotion/react';
import type { TokenDetailView } from '@flowscope/shared-api';
import { PriceNetflowChart, totalNetflow } from '@flowscope/shared-ui';
import { MetricCards } from './MetricCards.tsx';
import { NetflowGauge } from './NetflowGauge.tsx';
import { loadChartLibrary } from './load-chart-library.ts';

/** The Overview tab: cards, the netflow gauge and the price/netflow chart. */
export function OverviewPanel({ detail }: { detail: TokenDetailView }) {
  return (
    <div css={(t: Theme) => ({ display: 'grid', gap: t.spacing.lg })}>
      <MetricCards detail={detail} />
      <div
        css={(t: Theme) => ({
          display: 'grid',
          gap: t.spacing.lg,
          gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)',
          alignItems: 'start',
          [`@media (max-width: ${t.breakpoints.mobile}px)`]: {
            gridTemplateColumns: 'minmax(0, 1fr)',
          },
        })}
      >
        <NetflowGauge value={totalNetflow(detail.series)} />
        <PriceNetflowChart
          points={detail.series}
          coin={detail.coin}
          loadLibrary={loadChartLibrary}
        />
      </div>
    </div>
  );
}
