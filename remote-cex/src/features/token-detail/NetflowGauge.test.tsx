import { render, screen } from '@testing-library/react';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import { describe, expect, it } from 'vitest';
import { NetflowGauge } from './NetflowGauge.tsx';

function renderGauge(value: number) {
  return render(
    <FlowscopeThemeProvider mode="dark">
      <NetflowGauge value={value} />
    </FlowscopeThemeProvider>,
  );
}

const scaleLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('text')].map((label) => label.textContent);

describe('NetflowGauge', () => {
  it('swings the needle for an outflow too, on a scale that reads negative', () => {
    const { container } = renderGauge(-500_000);
    const needle = screen.getByTestId('gauge-needle');
    expect(Number(needle.getAttribute('data-angle'))).toBeCloseTo(87.5);
    expect(scaleLabels(container)).toEqual(['0', '-250k', '-500k', '-750k', '-1M']);
    expect(screen.getByText('-$500.00K')).toBeTruthy();
    expect(screen.getByText('Net outflow in this period')).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe('-$500.00K net outflow');
  });

  it('reads an inflow on the positive scale', () => {
    const { container } = renderGauge(250_000);
    expect(Number(screen.getByTestId('gauge-needle').getAttribute('data-angle'))).toBeCloseTo(
      43.75,
    );
    expect(scaleLabels(container)).toEqual(['0', '250k', '500k', '750k', '1M']);
  });

  it('keeps the needle clear of the scale labels', () => {
    const { container } = renderGauge(0);
    const line = screen.getByTestId('gauge-needle').querySelector('line');
    const zero = container.querySelector('text');
    const needleEnd = Number(line?.getAttribute('x2'));
    // The needle points left at 0: it must stop short of where the '0' label sits.
    expect(needleEnd).toBeGreaterThan(Number(zero?.getAttribute('x')) + 8);
    expect(screen.queryByTestId('gauge-fill')).toBeNull();
  });
});
