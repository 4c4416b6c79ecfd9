import { DEFAULT_TIME_PERIOD, TIME_PERIOD_HOURS, type TimePeriod } from '@flowscope/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Tabs, TABS_VARIANTS } from './Tabs.tsx';
import { TimeTabs } from './TimeTabs.tsx';

const ITEMS = [
  { label: 'Overview', value: 'overview' },
  { label: 'Limit Swaps', value: 'limit' },
  { label: 'SMW Holders', value: 'holders' },
] as const;

function DetailTabs() {
  const [value, setValue] = useState<(typeof ITEMS)[number]['value']>('overview');
  return (
    <Tabs
      items={ITEMS}
      value={value}
      onValueChange={setValue}
      variant="naked"
      aria-label="Token detail"
      renderPanel={(current) => <p>Panel {current}</p>}
    />
  );
}

describe('Tabs', () => {
  it('has the variants contained and naked', () => {
    expect(TABS_VARIANTS).toEqual(['contained', 'naked']);
  });

  it('is a named tablist whose selected tab labels the panel', () => {
    renderWithTheme(<DetailTabs />);
    expect(screen.getByRole('tablist', { name: 'Token detail' })).toBeTruthy();
    const selected = screen.getByRole('tab', { name: 'Overview' });
    expect(selected.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' }).textContent).toBe('Panel overview');
  });

  it('keeps only the selected tab in the Tab order', () => {
    renderWithTheme(<DetailTabs />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves and selects with arrow keys, Home and End', async () => {
    renderWithTheme(<DetailTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Limit Swaps' }));
    expect(screen.getByRole('tab', { name: 'Limit Swaps' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'SMW Holders', selected: true })).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'SMW Holders', selected: true })).toBeTruthy();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
  });
});

describe('TimeTabs', () => {
  it('maps 4h, 24h, 7d, 30d to 4, 24, 168, 720 hours and starts on 24h', () => {
    expect(TIME_PERIOD_HOURS).toEqual({ '4h': 4, '24h': 24, '7d': 168, '30d': 720 });
    expect(DEFAULT_TIME_PERIOD).toBe('24h');
  });

  it('shows the four periods and reports the chosen one', async () => {
    const chosen: TimePeriod[] = [];
    renderWithTheme(<TimeTabs value="24h" onValueChange={(period) => chosen.push(period)} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '4h',
      '24h',
      '7d',
      '30d',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: '7d' }));
    expect(chosen).toEqual(['7d']);
  });

  it('selects no tab while a custom range overrides them', () => {
    renderWithTheme(<TimeTabs value={null} onValueChange={() => undefined} />);
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
    expect(screen.getByRole('tab', { name: '4h' }).tabIndex).toBe(0);
  });
});
