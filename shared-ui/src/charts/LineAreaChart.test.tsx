import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlowscopeThemeProvider } from '../theme/ThemeProvider.tsx';
import { LineAreaChart } from './LineAreaChart.tsx';

const usd = (value: number) => `$${value}`;
const day = (value: number) => new Date(value).toISOString().slice(0, 10);

function show(points: { x: number; y: number }[]) {
  return render(
    <FlowscopeThemeProvider mode="dark">
      <LineAreaChart
        points={points}
        label="Realised PnL over 30 days"
        summary="Realised PnL rose to $300, then fell to -$100."
        formatY={usd}
        formatX={day}
        emptyText="No closed trades in this period"
      />
    </FlowscopeThemeProvider>,
  );
}

describe('LineAreaChart', () => {
  it('is one image named by its label and described by its visible summary', () => {
    const { container } = show([
      { x: Date.parse('2025-05-03'), y: 0 },
      { x: Date.parse('2025-05-20'), y: 300 },
      { x: Date.parse('2025-06-02'), y: -100 },
    ]);
    const chart = screen.getByRole('img', { name: 'Realised PnL over 30 days' });
    const described = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Realised PnL rose to $300, then fell to -$100.');
    expect(screen.getByText('Realised PnL rose to $300, then fell to -$100.')).toBeTruthy();
    // Axis labels for the eye: the extremes and zero, the first and last day.
    const yAxis = container.querySelector('[data-axis="y"]');
    expect(yAxis?.getAttribute('aria-hidden')).toBe('true');
    expect(yAxis?.textContent).toBe('$300$0$-100');
    expect(container.querySelector('[data-axis="x"]')?.textContent).toBe('2025-05-032025-06-02');
  });

  it('says there is nothing to chart, in the same space, without an image', () => {
    const { container } = show([]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No closed trades in this period')).toBeTruthy();
    expect(container.querySelector('figcaption')).toBeTruthy();
  });
});
