import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { TopScreenFilters, type TopFilterControls } from './TopScreenFilters.tsx';

function Harness() {
  const [inputs, setInputs] = useState({ searchQuery: '', minMarketCap: '', maxMarketCap: '' });
  const controls: TopFilterControls = {
    inputs,
    filters: { selectedTimePeriod: '24h', customDateRange: null },
    setSearchQuery: (searchQuery) => setInputs((current) => ({ ...current, searchQuery })),
    setMinMarketCap: (minMarketCap) => setInputs((current) => ({ ...current, minMarketCap })),
    setMaxMarketCap: (maxMarketCap) => setInputs((current) => ({ ...current, maxMarketCap })),
    setSelectedTimePeriod: () => undefined,
    setCustomDateRange: () => undefined,
  };
  return <TopScreenFilters controls={controls} />;
}

describe('TopScreenFilters', () => {
  it("reads '1.5m' typed into Max market cap as $1,500,000, keeps the text and shows the value", () => {
    const sent: string[] = [];
    function Probe() {
      const [inputs, setInputs] = useState({ searchQuery: '', minMarketCap: '', maxMarketCap: '' });
      return (
        <TopScreenFilters
          controls={{
            inputs,
            filters: { selectedTimePeriod: '24h', customDateRange: null },
            setSearchQuery: () => undefined,
            setMinMarketCap: () => undefined,
            setMaxMarketCap: (maxMarketCap) => {
              sent.push(maxMarketCap);
              setInputs((current) => ({ ...current, maxMarketCap }));
            },
            setSelectedTimePeriod: () => undefined,
            setCustomDateRange: () => undefined,
          }}
        />
      );
    }
    renderWithTheme(<Probe />);
    const max = screen.getByRole('textbox', { name: 'Max market cap' });
    fireEvent.change(max, { target: { value: '1.5m' } });
    expect((max as HTMLInputElement).value).toBe('1.5m');
    expect(sent).toEqual(['1500000']);
    expect(max.getAttribute('aria-describedby')).not.toBeNull();
    expect(screen.getByText('= $1,500,000; tokens with no known cap are left out')).toBeTruthy();
  });

  it('tells the trader when the text is no amount, beside the field', () => {
    renderWithTheme(<Harness />);
    const min = screen.getByRole('textbox', { name: 'Min market cap' });
    fireEvent.change(min, { target: { value: '1e6abc' } });
    expect((min as HTMLInputElement).value).toBe('1e6abc');
    expect(
      screen.getByText('Not an amount (try 1.5m, 200k, 2b or $1,000,000): no bound applied.'),
    ).toBeTruthy();
  });

  it('explains an empty result when min is above max', () => {
    renderWithTheme(<Harness />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Min market cap' }), {
      target: { value: '5000' },
    });
    const max = screen.getByRole('textbox', { name: 'Max market cap' });
    fireEvent.change(max, { target: { value: '100' } });
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Max is below Min, so no token can match.')).toBeTruthy();
  });

  it("folds the fields behind a 'Filters' button that counts the active ones", () => {
    renderWithTheme(<Harness />);
    // A phone-only control: shown below the mobile breakpoint, which happy-dom does not apply.
    const toggle = screen.getByRole('button', { name: 'Filters', hidden: true });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.contains(screen.getByRole('searchbox', { name: 'Search' }))).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'btc' },
    });
    expect(screen.getByRole('button', { name: 'Filters (1)', hidden: true })).toBeTruthy();
    // The time tabs stay outside the fold, in view on a phone.
    expect(panel?.contains(screen.getByRole('tablist'))).toBe(false);
  });
});
