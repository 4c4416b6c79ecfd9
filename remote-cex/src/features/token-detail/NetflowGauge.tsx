import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { CENTS_ROUNDING, formatMarketCap, signTone, Typography } from '@flowscope/shared-ui';
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
  const headingId = useId();
  const outflow = value < 0;
  const angle = gaugeNeedleAngle(Math.abs(value));
  const tone = signTone(value, CENTS_ROUNDING);
  const valueText = formatMarketCap(value);
  const toneColour = (t: Theme) =>
    tone === 'positive'
      ? t.colors.positive
      : tone === 'attention'
        ? t.colors.attention
        : t.colors.textMuted;
  return (
    <section
      aria-labelledby={headingId}
      css={(t: Theme) => ({
        display: 'grid',
        justifyItems: 'center',
        gap: t.spacing.xs,
        padding: t.spacing.lg,
        borderRadius: t.radii.md,
        border: `1px solid ${t.colors.border}`,
        background: t.colors.surface,
      })}
    >
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
        css={{ width: '100%', maxWidth: 280 }}
      >
        <svg
          viewBox="0 0 220 124"
          aria-hidden="true"
          css={(t: Theme) => ({ width: '100%', color: t.colors.textMuted })}
        >
          <path
            d={arcPath(GAUGE_MAX_ANGLE)}
            fill="none"
            strokeWidth={12}
            strokeLinecap="round"
            css={(t: Theme) => ({ stroke: t.colors.border })}
          />
          {angle > 0 && (
            <path
              data-testid="gauge-fill"
              d={arcPath(angle)}
              fill="none"
              strokeWidth={12}
              strokeLinecap="round"
              css={(t: Theme) => ({ stroke: toneColour(t) })}
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
                css={(t: Theme) => ({ fontSize: t.fontSizes.xxs })}
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
              css={(t: Theme) => ({ stroke: toneColour(t) })}
            />
            <circle
              cx={CENTER.x}
              cy={CENTER.y}
              r={6}
              css={(t: Theme) => ({ fill: toneColour(t) })}
            />
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
