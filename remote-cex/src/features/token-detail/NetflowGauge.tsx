import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { formatMarketCap, Typography } from '@flowscope/shared-ui';
import {
  formatGaugeLabel,
  GAUGE_MAX,
  GAUGE_MAX_ANGLE,
  GAUGE_TICKS,
  gaugeNeedleAngle,
  pointOnDial,
} from './gaugeMath.ts';

export interface NetflowGaugeProps {
  /** Smart-money netflow over the period, USD. */
  value: number;
}

const CENTER = { x: 110, y: 110 };
const RADIUS = 90;
const LABEL_RADIUS = 64;
const NEEDLE_LENGTH = 78;

/** The dial's arc from 0° to the gauge's 175°, swept clockwise over the top. */
function dialPath(): string {
  const start = pointOnDial(0, RADIUS, CENTER);
  const end = pointOnDial(GAUGE_MAX_ANGLE, RADIUS, CENTER);
  return `M ${start.x} ${start.y} A ${RADIUS} ${RADIUS} 0 0 1 ${end.x} ${end.y}`;
}

/** A half-dial from 0 to 1,000,000 whose needle follows the period's smart-money netflow. */
export function NetflowGauge({ value }: NetflowGaugeProps) {
  const headingId = useId();
  const angle = gaugeNeedleAngle(value);
  const valueText = formatMarketCap(value);
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
      <Typography level="h4" as="h3" id={headingId}>
        Smart-money netflow
      </Typography>
      {/* A meter's children are presentational, so the heading stays outside it. */}
      <div
        role="meter"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={GAUGE_MAX}
        aria-valuenow={Math.min(Math.max(value, 0), GAUGE_MAX)}
        aria-valuetext={valueText}
        css={{ width: '100%', maxWidth: 280 }}
      >
        <svg
          viewBox="0 0 220 124"
          aria-hidden="true"
          css={(t: Theme) => ({ width: '100%', color: t.colors.textMuted })}
        >
          <path
            d={dialPath()}
            fill="none"
            strokeWidth={12}
            strokeLinecap="round"
            css={(t: Theme) => ({ stroke: t.colors.border })}
          />
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
                {formatGaugeLabel(tick)}
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
              css={(t: Theme) => ({ stroke: t.colors.accent })}
            />
            <circle
              cx={CENTER.x}
              cy={CENTER.y}
              r={6}
              css={(t: Theme) => ({ fill: t.colors.accent })}
            />
          </g>
        </svg>
      </div>
      <Typography level="h3" as="p" tone={value < 0 ? 'attention' : 'positive'}>
        {valueText}
      </Typography>
      <Typography level="xs" tone="muted">
        {value < 0 ? 'Net outflow in this period' : 'Net inflow in this period'}
      </Typography>
    </section>
  );
}
