import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { capRangeProblem, droppedCharactersHint, wholeNumberText } from './cap-hints.ts';
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

describe('market-cap hints', () => {
  it('keeps whole digits and says what it read when it dropped anything', () => {
    expect(wholeNumberText('1e6abc')).toBe('16');
    expect(droppedCharactersHint('1e6abc', '16')).toBe(
      'Whole dollars only, in digits: read as 16.',
    );
    expect(droppedCharactersHint('1,000,000', '1000000')).toBeNull();
    expect(droppedCharactersHint('abc', '')).toBe(
      'Whole dollars only, in digits: nothing was read.',
    );
  });

  it('flags a minimum above the maximum', () => {
    expect(capRangeProblem('500', '100')).toBe('Max is below Min, so no token can match.');
    expect(capRangeProblem('100', '500')).toBeNull();
    expect(capRangeProblem('500', '')).toBeNull();
  });
});

describe('TopScreenFilters', () => {
  it('tells the trader how a garbled cap was read, beside the field', () => {
    renderWithTheme(<Harness />);
    const min = screen.getByRole('textbox', { name: 'Min market cap' });
    fireEvent.change(min, { target: { value: '1e6abc' } });
    expect((min as HTMLInputElement).value).toBe('16');
    expect(min.getAttribute('aria-describedby')).not.toBeNull();
    expect(screen.getByText('Whole dollars only, in digits: read as 16.')).toBeTruthy();
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
