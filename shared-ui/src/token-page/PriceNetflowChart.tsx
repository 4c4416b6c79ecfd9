import { useTheme } from '@emotion/react';
import { EmptyState } from '../components/empty-state/EmptyState.tsx';
import { Spinner } from '../components/spinner/Spinner.tsx';
import { Typography } from '../components/typography/Typography.tsx';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { chartColorsOf } from './chart-colors.ts';
import { chartLocale } from './chart-locale.ts';
import { toPriceNetflowData, type ChartSeriesPoint } from './chart-data.ts';
import { ChartLegend } from './ChartLegend.tsx';
import {
  createPriceNetflowChart,
  type ChartLibrary,
  type PriceNetflowChartHandle,
} from './price-netflow-chart.ts';

const styles = staticStyles((t) => ({
  panel: {
    margin: 0,
    display: 'grid',
    gap: t.spacing.sm,
    padding: t.spacing.lg,
    borderRadius: t.radii.md,
    border: `1px solid ${t.colors.border}`,
    background: t.colors.surface,
    minWidth: 0,
  },
  chartBox: { position: 'relative' },
  chart: {
    width: '100%',
    height: 320,
    [`@media (max-width: ${t.breakpoints.mobile}px)`]: { height: 240 },
  },
  loading: { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' },
}));

export interface PriceNetflowChartProps {
  points: readonly ChartSeriesPoint[];
  /** The token's symbol or name, for the chart's accessible name. */
  coin: string;
  /**
   * Fetches lightweight-charts (`() => import('lightweight-charts')` in the screen's own
   * package), so the library is its own chunk, loaded only when a chart is first drawn.
   */
  loadLibrary: () => Promise<ChartLibrary>;
}

/**
 * Price and smart-money netflow over the chosen period, on a token's page (CEX and DEX):
 * lightweight-charts, loaded lazily by the screen.
 */
export function PriceNetflowChart({ points, coin, loadLibrary }: PriceNetflowChartProps) {
  const classes = useStaticClasses(styles);
  const theme = useTheme();
  const headingId = useId();
  const colors = useMemo(() => chartColorsOf(theme), [theme]);
  const containerRef = useRef<HTMLDivElement>(null);
  // The colours the chart is first drawn with; later theme changes go through setColors.
  const firstColors = useRef(colors);
  const [chart, setChart] = useState<PriceNetflowChartHandle | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let disposed = false;
    let drawn: PriceNetflowChartHandle | null = null;
    const fail = (error: unknown) => {
      if (disposed) return;
      console.warn('[flowscope] chart failed:', error instanceof Error ? error.message : error);
      setFailed(true);
    };
    loadLibrary()
      .then((library) => {
        if (disposed) return;
        drawn = createPriceNetflowChart(
          library,
          container,
          firstColors.current,
          chartLocale(navigator.language),
          fail,
        );
        setChart(drawn);
      })
      .catch(fail);
    return () => {
      disposed = true;
      // The library holds a canvas, listeners and a resize observer: all go with the page.
      drawn?.remove();
    };
    // Drawn once per mount: a new loader (an inline function) must not draw it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    chart?.setColors(colors);
  }, [chart, colors]);

  useEffect(() => {
    chart?.setData(toPriceNetflowData(points, colors));
  }, [chart, points, colors]);

  return (
    <section aria-labelledby={headingId} className={classes.panel}>
      <Typography as="h2" level="h4" id={headingId}>
        Price and smart-money netflow
      </Typography>
      {failed ? (
        <EmptyState role="alert" icon="info" text="The chart could not be loaded." />
      ) : (
        <div className={classes.chartBox}>
          <div
            ref={containerRef}
            role="img"
            aria-label={`Price and smart-money netflow of ${coin} over the selected period`}
            data-testid="price-netflow-chart"
            className={classes.chart}
          />
          {chart === null && (
            <div className={classes.loading}>
              <Spinner label="Loading chart" />
            </div>
          )}
        </div>
      )}
      <ChartLegend />
    </section>
  );
}
