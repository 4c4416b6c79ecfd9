import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { RiskBadges } from './RiskBadges.tsx';
import type { TokenRiskLike } from '@flowscope/core';

const HONEYPOT: TokenRiskLike = {
  honeypot: true,
  mintable: true,
  top10HoldersPct: 91.2,
  top10HoldersPctFormatted: '91.2%',
  liquidityLocked: false,
  flags: ['honeypot', 'mintable', 'concentrated', 'unlockedLiquidity'],
  level: 'danger',
};

const CLEAR: TokenRiskLike = {
  honeypot: false,
  mintable: false,
  top10HoldersPct: 21.5,
  top10HoldersPctFormatted: '21.5%',
  liquidityLocked: true,
  flags: [],
  level: 'clear',
};

describe('RiskBadges', () => {
  it('shows the worst flag and how many more, and names every flag', () => {
    renderWithTheme(<RiskBadges risk={HONEYPOT} tokenName="RUG" />);
    const control = screen.getByRole('button', {
      name: 'Risk flags of RUG: Honeypot, Mintable, Top 10 hold 91.2%, Liquidity unlocked',
    });
    expect(control.textContent).toBe('Honeypot+3');
    expect(control.getAttribute('data-risk-level')).toBe('danger');
  });

  it('opens a tooltip of the four checks on keyboard focus, which describes the control', async () => {
    const user = userEvent.setup();
    renderWithTheme(<RiskBadges risk={HONEYPOT} tokenName="RUG" />);
    const control = screen.getByRole('button', { name: /^Risk flags of RUG/ });
    await user.tab();
    expect(document.activeElement).toBe(control);
    const tip = await screen.findByRole('tooltip');
    expect(control.getAttribute('aria-describedby')).toBe(tip.id);
    const checks = within(tip)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(checks).toEqual(['Honeypot', 'Mintable', 'Top 10 holders', 'Liquidity']);
    expect(tip.textContent).toContain('Yes: buying works, selling does not');
    expect(tip.textContent).toContain('91.2% of the supply');
    expect(tip.textContent).toContain('Not locked');
  });

  it('closes the tooltip on Escape', async () => {
    const user = userEvent.setup();
    renderWithTheme(<RiskBadges risk={CLEAR} tokenName="SAFE" />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("says 'No flags' for a token with none", () => {
    renderWithTheme(<RiskBadges risk={CLEAR} tokenName="SAFE" maxBadges={2} />);
    const control = screen.getByRole('button', { name: 'Risk flags of SAFE: no flags raised' });
    expect(control.textContent).toBe('No flags');
  });
});
