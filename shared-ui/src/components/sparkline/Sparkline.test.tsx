import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { SPARKLINE_SIZE, Sparkline, SparklineSlot } from './Sparkline.tsx';
import { RowSparkline, SparklineLinesProvider } from './SparklineLines.tsx';
import { runningTotal, sparklineGeometry } from './sparkline-path.ts';

describe('sparkline geometry', () => {
  it('spans the box: first value at the left, last at the right, lowest at the bottom', () => {
    const { path } = sparklineGeometry([0, 10, 5], 100, 24, 2);
    expect(path).toBe('M0 22 L50 2 L100 12');
  });

  it('draws a flat line across the middle, and nothing for fewer than two points', () => {
    expect(sparklineGeometry([3, 3, 3], 10, 20).path).toBe('M0 10 L5 10 L10 10');
    expect(sparklineGeometry([3], 10, 20).path).toBe('');
  });

  it('marks zero when the line crosses it', () => {
    expect(sparklineGeometry([-5, 5], 10, 24, 2).zeroY).toBe(12);
    expect(sparklineGeometry([1, 5], 10, 24, 2).zeroY).toBeNull();
  });

  it('builds a netflow window up from 0 to its total', () => {
    expect(runningTotal([5, -2, 1])).toEqual([0, 5, 3, 4]);
  });
});

describe('Sparkline', () => {
  it("is an image named by what it is and which way it went: 'Netflow trend, 24h: rising'", () => {
    renderWithTheme(
      <Sparkline
        line={{ values: [1, -0.5, 2], trend: 'up' }}
        name="Netflow trend, 24h"
        cumulative
      />,
    );
    const line = screen.getByRole('img', { name: 'Netflow trend, 24h: rising' });
    expect(line.tagName.toLowerCase()).toBe('svg');
    expect(line.getAttribute('width')).toBe(String(SPARKLINE_SIZE.width));
    expect(line.querySelector('path')?.getAttribute('d')).toMatch(/^M0 /);
  });

  it('keeps its box while it loads and when there is no line', () => {
    const { container, rerender } = renderWithTheme(
      <SparklineSlot line={null} pending name="Holdings trend, 30d" />,
    );
    const box = () => container.querySelector('[data-sparkline]') as HTMLElement;
    expect(box().getAttribute('data-sparkline')).toBe('pending');
    const style = getComputedStyle(box());
    expect([style.width, style.height]).toEqual([
      `${SPARKLINE_SIZE.width}px`,
      `${SPARKLINE_SIZE.height}px`,
    ]);
    rerender(<SparklineSlot line={null} name="Holdings trend, 30d" />);
    expect(box().getAttribute('data-sparkline')).toBe('none');
    expect(box().textContent).toContain('Holdings trend, 30d: no data');
  });
});

describe('RowSparkline', () => {
  it("finds its row's line among the page's lines", () => {
    renderWithTheme(
      <SparklineLinesProvider
        value={{ lines: { 'cex:BTC': { values: [3, 2, 1], trend: 'down' } }, pending: false }}
      >
        <RowSparkline lineKey="cex:BTC" name="Holdings trend, 30d" />
        <RowSparkline lineKey="cex:ETH" name="Holdings trend, 30d" />
      </SparklineLinesProvider>,
    );
    expect(screen.getByRole('img', { name: 'Holdings trend, 30d: falling' })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
