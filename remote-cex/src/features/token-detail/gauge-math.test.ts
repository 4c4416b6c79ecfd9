import { describe, expect, it } from 'vitest';
import {
  formatGaugeLabel,
  GAUGE_MAX,
  GAUGE_MAX_ANGLE,
  GAUGE_TICKS,
  gaugeNeedleAngle,
  pointOnDial,
} from './gauge-math.ts';

describe('gaugeNeedleAngle', () => {
  it('rests at 0° for 0 and reaches 175° at 1,000,000', () => {
    expect(GAUGE_MAX).toBe(1_000_000);
    expect(GAUGE_MAX_ANGLE).toBe(175);
    expect(gaugeNeedleAngle(0)).toBe(0);
    expect(gaugeNeedleAngle(1_000_000)).toBe(175);
  });

  it('is proportional in between', () => {
    expect(gaugeNeedleAngle(500_000)).toBeCloseTo(87.5);
    expect(gaugeNeedleAngle(250_000)).toBeCloseTo(43.75);
  });

  it('clamps above the maximum and below 0', () => {
    expect(gaugeNeedleAngle(5_000_000)).toBe(175);
    expect(gaugeNeedleAngle(-250_000)).toBe(0);
  });

  it('treats values that are not numbers, and a scale without size, as 0°', () => {
    expect(gaugeNeedleAngle(Number.NaN)).toBe(0);
    expect(gaugeNeedleAngle(Number.POSITIVE_INFINITY)).toBe(0);
    expect(gaugeNeedleAngle(10, 0)).toBe(0);
  });
});

describe('formatGaugeLabel', () => {
  it('shows thousands as k and millions as M', () => {
    expect(GAUGE_TICKS.map(formatGaugeLabel)).toEqual(['0', '250k', '500k', '750k', '1M']);
    expect(formatGaugeLabel(2_500)).toBe('2.5k');
    expect(formatGaugeLabel(1_500_000)).toBe('1.5M');
    expect(formatGaugeLabel(999)).toBe('999');
    expect(formatGaugeLabel(-250_000)).toBe('-250k');
  });
});

describe('pointOnDial', () => {
  const center = { x: 100, y: 100 };

  it('puts 0° on the left, 90° on top and 180° on the right', () => {
    const left = pointOnDial(0, 80, center);
    const top = pointOnDial(90, 80, center);
    const right = pointOnDial(180, 80, center);
    expect(left.x).toBeCloseTo(20);
    expect(left.y).toBeCloseTo(100);
    expect(top.x).toBeCloseTo(100);
    expect(top.y).toBeCloseTo(20);
    expect(right.x).toBeCloseTo(180);
    expect(right.y).toBeCloseTo(100);
  });
});
