import type { TokenDetailView } from '@flowscope/shared-api';
import {
  PriceNetflowChart,
  staticStyles,
  totalNetflow,
  useStaticClasses,
} from '@flowscope/shared-ui';
import { MetricCards } from './MetricCards.tsx';
import { NetflowGauge } from './NetflowGauge.tsx';
import { loadChartLibrary } from './load-chart-library.ts';

const styles = staticStyles((t) => ({
  panel: { display: 'grid', gap: t.spacing.lg },
  gaugeAndChart: {
    display: 'grid',
    gap: t.spacing.lg,
    gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)',
    alignItems: 'start',
    [`@media (max-width: ${t.breakpoints.mobile}px)`]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
    },
  },
}));

/** The Overview tab: cards, the netflow gauge and the price/netflow chart. */
export function OverviewPanel({ detail }: { detail: TokenDetailView }) {
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.panel}>
      <MetricCards detail={detail} />
      <div className={classes.gaugeAndChart}>
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
