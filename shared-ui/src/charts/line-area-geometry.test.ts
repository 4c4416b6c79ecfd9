import { describe, expect, it } from 'vitest';
import { lineAreaGeometry } from './line-area-geometry.ts';

/** The drawn points of a path, as numbers. */
function drawn(path: string): { x: number; y: number }[] {
  return [...path.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
  }));
}

describe('line and area geometry', () => {
  it('spans the box, with gains above the zero line and losses below', () => {
    const geometry = lineAreaGeometry(
      [
        { x: 0, y: 0 },
        { x: 10, y: 300 },
        { x: 20, y: -100 },
      ],
      1000,
      200,
    );
    expect(geometry).toMatchObject({ yMin: -100, yMax: 300, xMin: 0, xMax: 20, zeroY: 150 });
    expect(drawn(geometry.line)).toEqual([
      { x: 0, y: 150 },
      { x: 500, y: 0 },
      { x: 1000, y: 200 },
    ]);
    // The area runs from the zero line, along the curve, back to the zero line.
    expect(drawn(geometry.area)).toEqual([
      { x: 0, y: 150 },
      { x: 0, y: 150 },
      { x: 500, y: 0 },
      { x: 1000, y: 200 },
      { x: 1000, y: 150 },
    ]);
    expect(geometry.area.endsWith('Z')).toBe(true);
  });

  it('always shows zero, so a curve of gains only sits on it', () => {
    const geometry = lineAreaGeometry(
      [
        { x: 1, y: 50 },
        { x: 2, y: 80 },
      ],
      100,
      100,
    );
    expect(geometry.yMin).toBe(0);
    expect(geometry.zeroY).toBe(100);
  });

  it('draws a single point and a flat curve as level lines inside the box', () => {
    const single = lineAreaGeometry([{ x: 5, y: 0 }], 100, 50);
    expect(drawn(single.line)).toEqual([
      { x: 0, y: 50 },
      { x: 100, y: 50 },
    ]);
    const flatLoss = lineAreaGeometry(
      [
        { x: 1, y: -20 },
        { x: 2, y: -20 },
      ],
      100,
      50,
    );
    expect(flatLoss.yMax).toBeGreaterThan(flatLoss.yMin);
    expect(drawn(flatLoss.line).every((point) => point.y >= 0 && point.y <= 50)).toBe(true);
  });

  it('draws nothing without points', () => {
    expect(lineAreaGeometry([], 100, 50)).toMatchObject({ line: '', area: '' });
  });

  it('keeps every point inside the box, in order, whatever the series', () => {
    // 200 series from a fixed seed: gains, losses, tiny and huge values, 2 to 60 points.
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 200; run += 1) {
      const scale = 10 ** Math.floor(next() * 12 - 3);
      const points = Array.from({ length: 2 + Math.floor(next() * 59) }, (_, index) => ({
        x: index * 3_600_000,
        y: (next() - 0.5) * scale,
      }));
      const geometry = lineAreaGeometry(points, 1000, 200);
      const line = drawn(geometry.line);
      expect(line).toHaveLength(points.length);
      for (const [index, point] of line.entries()) {
        expect(point.x).toBeGreaterThanOrEqual(0);
        expect(point.x).toBeLessThanOrEqual(1000);
        expect(point.y).toBeGreaterThanOrEqual(0);
        expect(point.y).toBeLessThanOrEqual(200);
        if (index > 0) expect(point.x).toBeGreaterThanOrEqual(line[index - 1]?.x ?? 0);
      }
      expect(geometry.zeroY).toBeGreaterThanOrEqual(0);
      expect(geometry.zeroY).toBeLessThanOrEqual(200);
    }
  });
});
