import type { CSSObject } from '@emotion/react';
import { useId } from 'react';
import {
  CENTS_ROUNDING,
  formatMarketCap,
  signTone,
  staticStyles,
  Typography,
  useStaticClasses,
} from '@flowscope/shared-ui';
import {
  formatGaugeLabel,
  GAUGE_MAX,
  GAUGE_MAX_ANGLE,
  GAUGE_TICKS,
  gaugeNeedleAngle,
  pointOnDial,
} from './gauge-math.ts';

export interface NetflowGaugeProps {
  /** Smart-money netflow over the period, USD. */
  value: number;
}

const CENTER = { x: 110, y: 110 };
const RADIUS = 90;
const LABEL_RADIUS = 66;
/** Shorter than the labels' radius, so the needle never covers a scale label ('0'). */
const NEEDLE_LENGTH = 50;

type SignTone = ReturnType<typeof signTone>;

const styles = staticStyles((t) => {
  const toneColours: Record<SignTone, string> = {
    positive: t.colors.positive,
    attention: t.colors.attention,
    default: t.colors.textMuted,
  };
  // The filled arc and the needle in the netflow's tone: a stroke and a fill per tone.
  const byTone = {} as Record<`stroke-${SignTone}` | `fill-${SignTone}`, CSSObject>;
  for (const tone of Object.keys(toneColours) as SignTone[]) {
    byTone[`stroke-${tone}`] = { stroke: toneColours[tone] };
    byTone[`fill-${tone}`] = { fill: toneColours[tone] };
  }
  return {
    gauge: {
      display: 'grid',
      justifyItems: 'center',
      gap: t.spacing.xs,
      padding: t.spacing.lg,
      borderRadius: t.radii.md,
      border: `1px solid ${t.colors.border}`,
      background: t.colors.surface,
    },
    meter: { width: '100%', maxWidth: 280 },
    dial: { width: '100%', color: t.colors.textMuted },
    track: { stroke: t.colors.border },
    tick: { fontSize: t.fontSizes.xxs },
    ...byTone,
  };
});

/** The dial's arc from 0° to `angle`, swept clockwise over the top. */
function arcPath(angle: number): string {
  const start = pointOnDial(0, RADIUS, CENTER);
  const end = pointOnDial(angle, RADIUS, CENTER);
  return `M ${start.x} ${start.y} A ${RADIUS} ${RADIUS} 0 0 1 ${end.x} ${end.y}`;
}

/**
 * A half-dial from 0 to 1,000,000 whose needle follows the size of the period's smart-money
 * netflow. An outflow swings the needle just as far, with the scale reading 0 to -1M in red:
 * it used to rest at 0 as if nothing had moved.
 */
export function NetflowGauge({ value }: NetflowGaugeProps) {
  const classes = useStaticClasses(styles);
  const headingId = useId();
  const outflow = value < 0;
  const angle = gaugeNeedleAngle(Math.abs(value));
  const tone = signTone(value, CENTS_ROUNDING);
  const valueText = formatMarketCap(value);
  return (
    <section aria-labelledby={headingId} className={classes.gauge}>
      <Typography level="h4" as="h2" id={headingId}>
        Smart-money netflow
      </Typography>
      {/* A meter's children are presentational, so the heading stays outside it. */}
      <div
        role="meter"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={GAUGE_MAX}
        aria-valuenow={Math.min(Math.abs(value), GAUGE_MAX)}
        aria-valuetext={`${valueText} ${outflow ? 'net outflow' : 'net inflow'}`}
        className={classes.meter}
      >
        <svg viewBox="0 0 220 124" aria-hidden="true" className={classes.dial}>
          <path
            d={arcPath(GAUGE_MAX_ANGLE)}
            fill="none"
            strokeWidth={12}
            strokeLinecap="round"
            className={classes.track}
          />
          {angle > 0 && (
            <path
              data-testid="gauge-fill"
              d={arcPath(angle)}
              fill="none"
              strokeWidth={12}
              strokeLinecap="round"
              className={classes[`stroke-${tone}`]}
            />
          )}
          {GAUGE_TICKS.map((tick) => {
            const at = pointOnDial(gaugeNeedleAngle(tick), LABEL_RADIUS, CENTER);
            return (
              <text
                key={tick}
                x={at.x}
                y={at.y}
                textAnchor="middle"
                dominantBaseline="middle"
                fill="currentColor"
                className={classes.tick}
              >
                {formatGaugeLabel(outflow ? -tick : tick)}
              </text>
            );
          })}
          {/* Drawn pointing at 0° (left) and turned clockwise by the needle's angle. */}
          <g
            data-testid="gauge-needle"
            data-angle={angle}
            transform={`rotate(${angle} ${CENTER.x} ${CENTER.y})`}
          >
            <line
              x1={CENTER.x}
              y1={CENTER.y}
              x2={CENTER.x - NEEDLE_LENGTH}
              y2={CENTER.y}
              strokeWidth={3}
              strokeLinecap="round"
              className={classes[`stroke-${tone}`]}
            />
            <circle cx={CENTER.x} cy={CENTER.y} r={6} className={classes[`fill-${tone}`]} />
          </g>
        </svg>
      </div>
      <Typography level="h3" as="p" tone={tone}>
        {valueText}
      </Typography>
      <Typography level="xs" tone="muted">
        {outflow ? 'Net outflow in this period' : 'Net inflow in this period'}
      </Typography>
    </section>
  );
}
