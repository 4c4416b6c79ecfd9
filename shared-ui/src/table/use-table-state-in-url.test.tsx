import { act, renderHook } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TableColumn } from './types.ts';
import { useTableState } from './use-table-state.ts';

interface Row {
  id: number;
  name: string;
  netflow: number | null;
}

const rows: Row[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  name: `Token ${index + 1}`,
  netflow: index === 3 ? null : index * 10,
}));
const columns: TableColumn<Row>[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'netflow', label: 'Netflow', sortable: true },
];

function setup(initialUrl: string) {
  const seen = { location: '' };
  function LocationProbe() {
    const current = useLocation();
    useEffect(() => {
      seen.location = `${current.pathname}${current.search}`;
    });
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          element: (
            <>
              {children}
              <LocationProbe />
            </>
          ),
        },
      ],
      { initialEntries: [initialUrl] },
    );
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useTableState({ rows, columns, defaultPageSize: 10 }), {
    wrapper,
  });
  return { hook, location: () => seen.location };
}

describe('useTableState', () => {
  it('restores sort and page from the URL', () => {
    const { hook } = setup('/list?sort=netflow&dir=desc&page=2');
    expect(hook.result.current.sort).toEqual({ key: 'netflow', direction: 'desc' });
    expect(hook.result.current.page).toBe(2);
    expect(hook.result.current.pageRows[0]?.netflow).toBe(340);
    expect(hook.result.current.firstRowNumber).toBe(11);
  });

  it('a newly chosen netflow column starts descending and nulls sort last; the URL follows', () => {
    const { hook, location } = setup('/list');
    act(() => hook.result.current.toggleSort('netflow'));
    expect(hook.result.current.sort).toEqual({ key: 'netflow', direction: 'desc' });
    expect(location()).toBe('/list?sort=netflow&dir=desc');
    act(() => hook.result.current.setPage(5));
    expect(hook.result.current.pageRows.at(-1)?.netflow).toBeNull();
  });

  it('a page beyond the list shows page 1', () => {
    const { hook } = setup('/list?page=99');
    expect(hook.result.current.page).toBe(1);
    expect(hook.result.current.totalPages).toBe(5);
  });

  it('shrinking the page size clamps to the last page', () => {
    const { hook, location } = setup('/list?page=5&size=10');
    act(() => hook.result.current.setPageSize(50));
    expect(hook.result.current.page).toBe(1);
    expect(location()).toBe('/list?size=50');
  });
});
