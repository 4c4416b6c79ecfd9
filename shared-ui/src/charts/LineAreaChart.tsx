import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { EmptyState } from '../components/empty-state/EmptyState.tsx';
import { lineAreaGeometry, type LinePoint } from './line-area-geometry.ts';

export interface LineAreaChartProps {
  points: readonly LinePoint[];
  /** Names the chart, e.g. 'Realised PnL over 30 days'. */
  label: string;
  /** What the curve says in words: shown under it, and read with it by screen readers. */
  summary: string;
  /** Axis labels: the highest, zero and lowest values, the first and last times. */
  formatY: (value: number) => string;
  formatX: (value: number) => string;
  /** 'sign' (default): gains green above the zero line, losses red below; 'accent': one colour. */
  tone?: 'sign' | 'accent';
  /** The plot's height in px; the chart keeps it while it loads or has nothing to draw. */
  height?: number;
  /** Shown in the plot's place when there is no point to draw. */
  emptyText?: string;
}

/** Plot width in user units; the SVG stretches to its box and its strokes keep their width. */
const VIEW_WIDTH = 1000;
const DEFAULT_HEIGHT = 200;
const AXIS_GUTTER = 64;

/**
 * A line over a shaded area down to the zero line: a small, dependency-free chart for a curve
 * such as a PnL. It is one image to assistive technology, named by `label` and described by
 * `summary`, which is also its visible caption; the axis labels are for the eye only.
 */
export function LineAreaChart({
  points,
  label,
  summary,
  formatY,
  formatX,
  tone = 'sign',
  height = DEFAULT_HEIGHT,
  emptyText = 'Nothing to chart in this period',
}: LineAreaChartProps) {
  const id = useId();
  const summaryId = `${id}-summary`;
  const gains = `${id}-gains`;
  const losses = `${id}-losses`;
  const geometry = lineAreaGeometry(points, VIEW_WIDTH, height);
  const empty = points.length === 0;
  const zeroShare = geometry.zeroY / height;

  return (
    <figure
      css={(theme: Theme) => ({ margin: 0, display: 'grid', gap: theme.spacing.sm, minWidth: 0 })}
    >
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: `${AXIS_GUTTER}px minmax(0, 1fr)`,
          height,
        }}
      >
        <div
          aria-hidden="true"
          data-axis="y"
          css={(theme: Theme) => ({
            position: 'relative',
            fontSize: theme.fontSizes.xxs,
            color: theme.colors.textMuted,
            fontVariantNumeric: 'tabular-nums',
          })}
        >
          {!empty && (
            <>
              <span css={{ position: 'absolute', top: 0, right: 8 }}>{formatY(geometry.yMax)}</span>
              {zeroShare > 0.12 && zeroShare < 0.88 && (
                <span
                  css={{
                    position: 'absolute',
                    top: `${zeroShare * 100}%`,
                    right: 8,
                    translate: '0 -50%',
                  }}
                >
                  {formatY(0)}
                </span>
              )}
              <span css={{ position: 'absolute', bottom: 0, right: 8 }}>
                {formatY(geometry.yMin)}
              </span>
            </>
          )}
        </div>
        {empty ? (
          <div
            css={(theme: Theme) => ({
              display: 'grid',
              placeItems: 'center',
              borderRadius: theme.radii.md,
              border: `1px dashed ${theme.colors.border}`,
            })}
          >
            <EmptyState text={emptyText} icon="info" />
          </div>
        ) : (
          <svg
            role="img"
            aria-label={label}
            aria-describedby={summaryId}
            viewBox={`0 0 ${VIEW_WIDTH} ${height}`}
            preserveAspectRatio="none"
            css={{ width: '100%', height, display: 'block', overflow: 'visible' }}
          >
            <defs>
              <clipPath id={gains}>
                <rect x={0} y={0} width={VIEW_WIDTH} height={geometry.zeroY} />
              </clipPath>
              <clipPath id={losses}>
                <rect
                  x={0}
                  y={geometry.zeroY}
                  width={VIEW_WIDTH}
                  height={height - geometry.zeroY}
                />
              </clipPath>
            </defs>
            <ChartSeries
              geometry={geometry}
              clipId={gains}
              color={(t) => (tone === 'sign' ? t.colors.positive : t.colors.link)}
            />
            <ChartSeries
              geometry={geometry}
              clipId={losses}
              color={(t) => (tone === 'sign' ? t.colors.attention : t.colors.link)}
            />
            <line
              x1={0}
              x2={VIEW_WIDTH}
              y1={geometry.zeroY}
              y2={geometry.zeroY}
              vectorEffect="non-scaling-stroke"
              css={(theme: Theme) => ({
                stroke: theme.colors.border,
                strokeWidth: 1,
                strokeDasharray: '4 4',
              })}
            />
          </svg>
        )}
      </div>
      <div
        aria-hidden="true"
        data-axis="x"
        css={(theme: Theme) => ({
          display: 'flex',
          justifyContent: 'space-between',
          marginLeft: AXIS_GUTTER,
          minHeight: theme.fontSizes.xxs * 1.5,
          fontSize: theme.fontSizes.xxs,
          color: theme.colors.textMuted,
        })}
      >
        {!empty && (
          <>
            <span>{formatX(geometry.xMin)}</span>
            <span>{formatX(geometry.xMax)}</span>
          </>
        )}
      </div>
      <figcaption
        id={summaryId}
        css={(theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}
      >
        {summary}
      </figcaption>
    </figure>
  );
}

function ChartSeries({
  geometry,
  clipId,
  color,
}: {
  geometry: ReturnType<typeof lineAreaGeometry>;
  clipId: string;
  color: (theme: Theme) => string;
}) {
  return (
    <g clipPath={`url(#${clipId})`}>
      <path d={geometry.area} css={(theme: Theme) => ({ fill: color(theme), fillOpacity: 0.16 })} />
      <path
        d={geometry.line}
        vectorEffect="non-scaling-stroke"
        css={(theme: Theme) => ({
          fill: 'none',
          stroke: color(theme),
          strokeWidth: 2,
          strokeLinejoin: 'round',
        })}
      />
    </g>
  );
}
