import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
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

const styles = staticStyles((theme) => ({
  sparkline: { display: 'block', overflow: 'visible' },
  zeroLine: { stroke: theme.colors.border },
  'line-up': { stroke: theme.colors.positive },
  'line-down': { stroke: theme.colors.attention },
  'line-flat': { stroke: theme.colors.textMuted },
  slot: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    verticalAlign: 'middle',
    color: theme.colors.textMuted,
  },
  placeholder: {
    width: '100%',
    height: 2,
    borderRadius: theme.radii.pill,
    background: theme.colors.border,
  },
  hidden: visuallyHidden,
}));

/** A small inline SVG line of a token's trend, named by what it is and which way it went. */
export function Sparkline({
  line,
  name,
  cumulative = false,
  width = SPARKLINE_SIZE.width,
  height = SPARKLINE_SIZE.height,
}: SparklineProps) {
  const classes = useStaticClasses(styles);
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
      className={classes.sparkline}
    >
      {zeroY !== null && (
        <line
          x1={0}
          x2={width}
          y1={zeroY}
          y2={zeroY}
          strokeWidth={1}
          strokeDasharray="2 2"
          className={classes.zeroLine}
        />
      )}
      {path !== '' && (
        <path
          d={path}
          fill="none"
          strokeWidth={1.5}
          strokeLinejoin="round"
          strokeLinecap="round"
          className={classes[`line-${line.trend}`]}
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
  const classes = useStaticClasses(styles);
  const width = props.width ?? SPARKLINE_SIZE.width;
  const height = props.height ?? SPARKLINE_SIZE.height;
  return (
    <span
      data-sparkline={line !== null ? 'line' : pending ? 'pending' : 'none'}
      className={classes.slot}
      // The box's size is a prop: set inline, not as a style rule per size.
      style={{ width, height }}
    >
      {line !== null ? (
        <Sparkline line={line} {...props} />
      ) : pending ? (
        <span aria-hidden="true" className={classes.placeholder} />
      ) : (
        <>
          <span aria-hidden="true">–</span>
          <span className={classes.hidden}>{props.name}: no data</span>
        </>
      )}
    </span>
  );
}
