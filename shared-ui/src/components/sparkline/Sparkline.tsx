import type { Theme } from '@emotion/react';
import { visuallyHidden } from '../../styles/visually-hidden.ts';
import {
  runningTotal,
  sparklineGeometry,
  TREND_WORDS,
  type SparklineTrend,
} from './sparkline-path.ts';

/** A row's sparkline box: the same size loaded, loading or empty, so rows never move. */
export const SPARKLINE_SIZE = { width: 72, height: 24 } as const;

/** One token's line as shared-api answers it (SparklineView): values oldest first, and its trend. */
export interface SparklineShape {
  values: readonly number[];
  trend: SparklineTrend;
}

export interface SparklineProps {
  line: SparklineShape;
  /** What the line is, before its trend: 'Netflow trend, 24h' → 'Netflow trend, 24h: rising'. */
  name: string;
  /**
   * The values are amounts per slice (netflow): draw their running total, so the line ends
   * as high above its start as the window's total. Otherwise the values are levels (holdings).
   */
  cumulative?: boolean;
  width?: number;
  height?: number;
}

const TREND_COLOR: Record<SparklineTrend, (theme: Theme) => string> = {
  up: (theme) => theme.colors.positive,
  down: (theme) => theme.colors.attention,
  flat: (theme) => theme.colors.textMuted,
};

/** A small inline SVG line of a token's trend, named by what it is and which way it went. */
export function Sparkline({
  line,
  name,
  cumulative = false,
  width = SPARKLINE_SIZE.width,
  height = SPARKLINE_SIZE.height,
}: SparklineProps) {
  const { path, zeroY } = sparklineGeometry(
    cumulative ? runningTotal(line.values) : line.values,
    width,
    height,
  );
  return (
    <svg
      role="img"
      aria-label={`${name}: ${TREND_WORDS[line.trend]}`}
      data-trend={line.trend}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      css={{ display: 'block', overflow: 'visible' }}
    >
      {zeroY !== null && (
        <line
          x1={0}
          x2={width}
          y1={zeroY}
          y2={zeroY}
          strokeWidth={1}
          strokeDasharray="2 2"
          css={(theme: Theme) => ({ stroke: theme.colors.border })}
        />
      )}
      {path !== '' && (
        <path
          d={path}
          fill="none"
          strokeWidth={1.5}
          strokeLinejoin="round"
          strokeLinecap="round"
          css={(theme: Theme) => ({ stroke: TREND_COLOR[line.trend](theme) })}
        />
      )}
    </svg>
  );
}

export interface SparklineSlotProps extends Omit<SparklineProps, 'line'> {
  /** The line; null while it loads (`pending`) or when the API has none for this token. */
  line: SparklineShape | null;
  pending?: boolean;
}

/**
 * A sparkline in its reserved box: the line once it has arrived, a faint placeholder while
 * the page's sparklines load, a dash when there is none. The box never changes size.
 */
export function SparklineSlot({ line, pending = false, ...props }: SparklineSlotProps) {
  const width = props.width ?? SPARKLINE_SIZE.width;
  const height = props.height ?? SPARKLINE_SIZE.height;
  return (
    <span
      data-sparkline={line !== null ? 'line' : pending ? 'pending' : 'none'}
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width,
        height,
        verticalAlign: 'middle',
        color: theme.colors.textMuted,
      })}
    >
      {line !== null ? (
        <Sparkline line={line} {...props} />
      ) : pending ? (
        <span
          aria-hidden="true"
          css={(theme: Theme) => ({
            width: '100%',
            height: 2,
            borderRadius: theme.radii.pill,
            background: theme.colors.border,
          })}
        />
      ) : (
        <>
          <span aria-hidden="true">–</span>
          <span css={visuallyHidden}>{props.name}: no data</span>
        </>
      )}
    </span>
  );
}
