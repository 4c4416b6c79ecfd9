import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { FavouriteStarButton } from './FavouriteStarButton.tsx';

describe('FavouriteStarButton', () => {
  it('offers to add a token that is not a favourite', async () => {
    const onToggle = vi.fn();
    renderWithTheme(
      <FavouriteStarButton tokenName="PEPE" isFavourite={false} onToggle={onToggle} />,
    );
    const star = screen.getByRole('button', { name: 'Add PEPE to favorites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    expect(onToggle).toHaveBeenCalledWith(false);
  });

  it('offers to remove a favourite and is pressed', async () => {
    const onToggle = vi.fn();
    renderWithTheme(<FavouriteStarButton tokenName="PEPE" isFavourite onToggle={onToggle} />);
    const star = screen.getByRole('button', { name: 'Remove PEPE from favorites', pressed: true });
    await userEvent.click(star);
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it('ignores clicks while the change is being saved', async () => {
    const onToggle = vi.fn();
    renderWithTheme(
      <FavouriteStarButton tokenName="PEPE" isFavourite={false} loading onToggle={onToggle} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add PEPE to favorites' }));
    expect(onToggle).not.toHaveBeenCalled();
  });
});
