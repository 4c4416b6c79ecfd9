import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as fakeLibrary from '../testing/fake-chart-library.ts';
import { fakeChartFailure, fakeCharts } from '../testing/fake-chart-library.ts';
import { FlowscopeThemeProvider } from '../theme/ThemeProvider.tsx';
import { createTheme, type ColorMode } from '../theme/tokens.ts';
import type { ChartSeriesPoint } from './chart-data.ts';
import type { ChartLibrary } from './price-netflow-chart.ts';
import { PriceNetflowChart } from './PriceNetflowChart.tsx';

/** The screen's loader, answering with the stand-in library (happy-dom has no canvas). */
const loadLibrary = () => Promise.resolve(fakeLibrary as unknown as ChartLibrary);

const points: ChartSeriesPoint[] = [
  { timestamp: '2025-06-02T10:00:00.000Z', price: 100, netflow: 5_000 },
  { timestamp: '2025-06-02T11:00:00.000Z', price: 101, netflow: -2_000 },
];

function chartIn(mode: ColorMode) {
  return (
    <FlowscopeThemeProvider mode={mode}>
      <PriceNetflowChart points={points} coin="BTC" loadLibrary={loadLibrary} />
    </FlowscopeThemeProvider>
  );
}

afterEach(() => {
  cleanup();
  fakeCharts.length = 0;
  fakeChartFailure.onCreate = null;
});

describe('PriceNetflowChart', () => {
  it('draws price and netflow into its container, sized by the container', async () => {
    render(chartIn('dark'));
    const container = screen.getByRole('img', {
      name: 'Price and smart-money netflow of BTC over the selected period',
    });
    await waitFor(() => expect(fakeCharts).toHaveLength(1));
    const [chart] = fakeCharts;
    expect(chart?.container).toBe(container);
    expect(chart?.options[0]).toMatchObject({ autoSize: true });
    const [price, netflow] = chart?.series ?? [];
    const ten = Date.UTC(2025, 5, 2, 10) / 1000;
    await waitFor(() => expect(price?.data).toHaveLength(2));
    expect(price?.data).toEqual([
      { time: ten, value: 100 },
      { time: ten + 3600, value: 101 },
    ]);
    expect(netflow?.paneIndex).toBe(1);
    const dark = createTheme('dark').colors;
    expect(netflow?.data).toEqual([
      { time: ten, value: 5_000, color: dark.positive },
      { time: ten + 3600, value: -2_000, color: dark.attention },
    ]);
    expect(screen.queryByRole('status', { name: 'Loading chart' })).toBeNull();
  });

  it('writes the scales in dollars, keeps links out of the chart and credits TradingView below', async () => {
    render(chartIn('dark'));
    await waitFor(() => expect(fakeCharts).toHaveLength(1));
    const [chart] = fakeCharts;
    expect(chart?.options[0]).toMatchObject({ layout: { attributionLogo: false } });
    const [price, netflow] = chart?.series ?? [];
    const format = (options: unknown) =>
      (options as { priceFormat: { formatter: (value: number) => string } }).priceFormat.formatter;
    expect(format(price?.options[0])(104250)).toBe('$104,250');
    expect(format(netflow?.options[0])(-744_770)).toBe('-$744.77K');
    expect(netflow?.options[0]).toMatchObject({ lastValueVisible: false });
    expect(screen.getByRole('link', { name: 'Chart by TradingView' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
  });

  it('takes its colours from the theme and follows a change of colour mode', async () => {
    const { rerender } = render(chartIn('dark'));
    await waitFor(() => expect(fakeCharts).toHaveLength(1));
    const dark = createTheme('dark').colors;
    expect(fakeCharts[0]?.options[0]).toMatchObject({
      layout: { background: { type: 'solid', color: dark.surface }, textColor: dark.textMuted },
      grid: { vertLines: { color: dark.border } },
    });
    expect(fakeCharts[0]?.series[0]?.options[0]).toMatchObject({ color: dark.link });

    rerender(chartIn('light'));
    const light = createTheme('light').colors;
    await waitFor(() =>
      expect(fakeCharts[0]?.options.at(-1)).toMatchObject({
        layout: { background: { color: light.surface }, textColor: light.textMuted },
      }),
    );
    expect(fakeCharts[0]?.series[1]?.data[0]).toMatchObject({ color: light.positive });
    expect(fakeCharts).toHaveLength(1);
  });

  it("formats its dates in en-US when Intl rejects the browser's locale", async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('C');
    render(chartIn('dark'));
    await waitFor(() => expect(fakeCharts).toHaveLength(1));
    expect(fakeCharts[0]?.options[0]).toMatchObject({ localization: { locale: 'en-US' } });
  });

  it('says the chart could not be loaded, instead of a blank box, when drawing it fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeChartFailure.onCreate = new RangeError('Incorrect locale information provided');
    render(chartIn('dark'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The chart could not be loaded.',
    );
    expect(screen.queryByRole('status', { name: 'Loading chart' })).toBeNull();
    expect(screen.queryByRole('img', { name: /Price and smart-money netflow/ })).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      '[flowscope] chart failed:',
      'Incorrect locale information provided',
    );
  });

  it('removes the chart when the page goes', async () => {
    const { unmount } = render(chartIn('dark'));
    await waitFor(() => expect(fakeCharts).toHaveLength(1));
    unmount();
    expect(fakeCharts[0]?.removed).toBe(true);
  });
});
