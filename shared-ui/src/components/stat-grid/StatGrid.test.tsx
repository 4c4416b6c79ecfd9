import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlowscopeThemeProvider } from '../../theme/ThemeProvider.tsx';
import { StatGrid } from './StatGrid.tsx';

const STATS = [
  { label: 'Win rate', value: '46.9%', hint: '38 of 81 closed trades' },
  { label: 'Realised PnL', value: '+$19.62K', tone: 'positive' as const },
];

function show(loading: boolean) {
  return render(
    <FlowscopeThemeProvider mode="dark">
      <StatGrid stats={STATS} loading={loading} />
    </FlowscopeThemeProvider>,
  );
}

describe('StatGrid', () => {
  it('names each figure by its label', () => {
    show(false);
    const winRate = screen.getByRole('group', { name: 'Win rate' });
    expect(within(winRate).getByText('46.9%')).toBeTruthy();
    expect(within(winRate).getByText('38 of 81 closed trades')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Realised PnL' })).getByText('+$19.62K'),
    ).toBeTruthy();
  });

  it('keeps the labels and places the values will take while they load', () => {
    const { container } = show(true);
    const winRate = screen.getByRole('group', { name: 'Win rate' });
    expect(winRate.getAttribute('aria-busy')).toBe('true');
    expect(within(winRate).queryByText('46.9%')).toBeNull();
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(2);
  });
});
