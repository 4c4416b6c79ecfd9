import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applySavedPageSize } from './saved-page-size.ts';
import type { TableColumn } from './types.ts';
import { useTableState } from './use-table-state.ts';

interface Row {
  id: number;
}

const rows: Row[] = Array.from({ length: 120 }, (_, index) => ({ id: index + 1 }));
const columns: TableColumn<Row>[] = [{ key: 'id', label: 'Id', sortable: true }];

/** A page-level table (default 10) at this URL, with a saved page size applied. */
function pageLevelTable(url: string, saved: unknown) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => applySavedPageSize(useTableState({ rows, columns, defaultPageSize: 10 }), saved),
    { wrapper },
  ).result;
}

describe('which page size a table shows', () => {
  it('a page size in the URL wins over the saved one', () => {
    const table = pageLevelTable('/list?size=20', 50).current;
    expect(table.pageSize).toBe(20);
    expect(table.pageRows).toHaveLength(20);
    expect(table.pageSizeSource).toBe('explicit');
  });

  it('without one in the URL the saved page size wins over the default', () => {
    const table = pageLevelTable('/list?page=2', 50).current;
    expect(table.pageSize).toBe(50);
    expect(table.pageRows).toHaveLength(50);
    expect(table.totalPages).toBe(3);
    expect(table.page).toBe(2);
    expect(table.firstRowNumber).toBe(51);
    expect(table.pageSizeSource).toBe('saved');
  });

  it('with neither, the page-level default of 10 stands', () => {
    const table = pageLevelTable('/list', undefined).current;
    expect(table.pageSize).toBe(10);
    expect(table.pageRows).toHaveLength(10);
  });

  it.each([37, '50', 0, null, { size: 50 }])('a bad saved page size (%j) is ignored', (saved) => {
    expect(pageLevelTable('/list', saved).current.pageSize).toBe(10);
  });

  it('a bad page size in the URL counts as none, so the saved one applies', () => {
    expect(pageLevelTable('/list?size=37', 100).current.pageSize).toBe(100);
  });

  it('a saved page size keeps the page inside the list', () => {
    const table = pageLevelTable('/list?page=9', 100).current;
    expect(table.page).toBe(1);
    expect(table.pageRows[0]?.id).toBe(1);
  });

  it('in a table without URL state, the saved size applies until the trader picks one', () => {
    const { result } = renderHook(() =>
      applySavedPageSize(useTableState({ rows, columns, keepIn: 'component' }), 50),
    );
    expect(result.current.pageSize).toBe(50);
    act(() => result.current.setPageSize(100));
    expect(result.current.pageSize).toBe(100);
    expect(result.current.pageSizeSource).toBe('explicit');
  });
});
