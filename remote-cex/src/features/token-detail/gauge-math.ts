/** The gauge's scale (data-screens §2, §9): 0 to 1,000,000, needle sweeping up to 175°. */
export const GAUGE_MAX = 1_000_000;
export const GAUGE_MAX_ANGLE = 175;

/** Scale labels at the quarters, from 0 to the maximum. */
export const GAUGE_TICKS: readonly number[] = [0, 250_000, 500_000, 750_000, GAUGE_MAX];

/**
 * The needle's angle in degrees, proportional to the value and clamped to the scale, so an
 * outflow rests at 0° and anything past the maximum rests at 175°.
 */
export function gaugeNeedleAngle(value: number, max: number = GAUGE_MAX): number {
  if (!Number.isFinite(value) || !(max > 0)) return 0;
  const share = Math.min(Math.max(value / max, 0), 1);
  return share * GAUGE_MAX_ANGLE;
}

function trimDecimals(value: number): string {
  // At most one decimal, without a trailing '.0': 2.5k, 250k, 1M.
  return String(Math.round(value * 10) / 10);
}

/** A scale label: 0, 2.5k, 250k, 1M, 1.5M. */
export function formatGaugeLabel(value: number): string {
  const magnitude = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (magnitude >= 1_000_000) return `${sign}${trimDecimals(magnitude / 1_000_000)}M`;
  if (magnitude >= 1_000) return `${sign}${trimDecimals(magnitude / 1_000)}k`;
  return `${sign}${trimDecimals(magnitude)}`;
}

export interface GaugePoint {
  x: number;
  y: number;
}

/**
 * Where an angle lands on the dial. 0° points left (the start of the scale) and angles turn
 * clockwise over the top, as a speedometer reads; SVG's y axis grows downwards.
 */
export function pointOnDial(angle: number, radius: number, center: GaugePoint): GaugePoint {
  const radians = (angle * Math.PI) / 180;
  return {
    x: center.x - radius * Math.cos(radians),
    y: center.y - radius * Math.sin(radians),
  };
}
