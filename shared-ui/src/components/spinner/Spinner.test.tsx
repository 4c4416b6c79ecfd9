import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Spinner, SPINNER_SIZES } from './Spinner.tsx';

describe('Spinner', () => {
  it('has the sizes sm, md, lg', () => {
    expect(SPINNER_SIZES).toEqual(['sm', 'md', 'lg']);
  });

  it('is a status named "Loading" by default', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('takes a label naming what loads', () => {
    renderWithTheme(<Spinner size="lg" label="Loading top holdings..." />);
    const status = screen.getByRole('status', { name: 'Loading top holdings...' });
    expect(status.querySelector('[data-size="lg"]')).not.toBeNull();
  });
});
