import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Pagination } from './Pagination.tsx';

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);

describe('Pagination', () => {
  it('shows all pages when there are 6 or fewer', () => {
    renderWithTheme(<Pagination page={1} totalPages={6} onPageChange={vi.fn()} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('shows first, last and a window of 3 with ellipses beyond 6', () => {
    renderWithTheme(<Pagination page={5} totalPages={10} onPageChange={vi.fn()} />);
    expect(pageButtons()).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toContain('…');
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('moves with page, previous and next buttons, which stop at the ends', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={1} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it('changes the page size with 10, 20, 50, 100', async () => {
    const onPageSizeChange = vi.fn();
    renderWithTheme(
      <Pagination
        page={1}
        totalPages={3}
        onPageChange={vi.fn()}
        pageSize={20}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['10', '20', '50', '100']);
    await userEvent.selectOptions(select, '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});
