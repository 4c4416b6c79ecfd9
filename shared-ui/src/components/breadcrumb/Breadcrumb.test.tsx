import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';

describe('Breadcrumb', () => {
  it('links to items with a route and marks the last one as the current page', () => {
    renderWithTheme(
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Top Holdings CEX' }]} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByText('Top Holdings CEX').getAttribute('aria-current')).toBe('page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows an item without a route as text', () => {
    renderWithTheme(
      <Breadcrumb items={[{ label: 'Home' }, { label: 'CEX' }, { label: 'Search' }]} />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
