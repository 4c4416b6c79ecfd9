import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { PremiumLockCell } from './PremiumLockCell.tsx';
import { RestrictedLockCell } from './RestrictedLockCell.tsx';

describe('lock cells', () => {
  it("marks premium content with 'Premium only' and a 'Buy Premium' link to /premium", () => {
    renderWithTheme(<PremiumLockCell />);
    expect(screen.getByText('Premium only')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy Premium' }).getAttribute('href')).toBe('/premium');
  });

  it('marks restricted content with its reason and no link', () => {
    renderWithTheme(<RestrictedLockCell label="Sign in to see" />);
    expect(screen.getByText('Sign in to see')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
