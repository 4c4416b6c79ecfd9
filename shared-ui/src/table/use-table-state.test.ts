import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TableColumn } from './types.ts';
import { useTableState, type TableStateOptions } from './use-table-state.ts';

interface Row {
  id: number;
  tokenName: string;
  marketCap: number | null;
}

const rows: Row[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  tokenName: `Token ${String(index + 1).padStart(2, '0')}`,
  marketCap: index % 10 === 0 ? null : index * 1000,
}));

const columns: TableColumn<Row>[] = [
  { key: 'tokenName', label: 'Token', sortable: true },
  { key: 'marketCap', label: 'Market Cap', sortable: true },
];

function setup(options: Partial<TableStateOptions<Row>> = {}) {
  return renderHook(
    (props: Partial<TableStateOptions<Row>>) =>
      useTableState({ rows, columns, keepIn: 'component', ...props }),
    {
      initialProps: options,
    },
  );
}

describe('useTableState', () => {
  it('pages the list 20 at a time by default', () => {
    const { result } = setup();
    expect(result.current.pageSize).toBe(20);
    expect(result.current.totalPages).toBe(3);
    expect(result.current.pageRows).toHaveLength(20);
    act(() => result.current.setPage(3));
    expect(result.current.pageRows.map((row) => row.id)).toEqual([41, 42, 43, 44, 45]);
    expect(result.current.firstRowNumber).toBe(41);
  });

  it('sorts a new money column descending first, nulls last, then toggles', () => {
    const { result } = setup();
    act(() => result.current.toggleSort('marketCap'));
    expect(result.current.sort).toEqual({ key: 'marketCap', direction: 'desc' });
    expect(result.current.sortedRows[0]?.marketCap).toBe(44_000);
    expect(result.current.sortedRows.at(-1)?.marketCap).toBeNull();
    act(() => result.current.toggleSort('marketCap'));
    expect(result.current.sort?.direction).toBe('asc');
    expect(result.current.sortedRows[0]?.marketCap).toBe(1000);
    expect(result.current.sortedRows.at(-1)?.marketCap).toBeNull();
  });

  it('sorts by the column sortKey when it has one', () => {
    const { result } = setup({
      columns: [{ key: 'label', label: 'Cap', sortable: true, sortKey: 'marketCap' }],
    });
    act(() => result.current.toggleSort('label'));
    expect(result.current.sortedRows[0]?.marketCap).toBe(44_000);
  });

  it('goes back to page 1 when the filters change', () => {
    const { result, rerender } = setup({ resetKey: 'a' });
    act(() => result.current.setPage(2));
    expect(result.current.page).toBe(2);
    rerender({ resetKey: 'b' });
    expect(result.current.page).toBe(1);
  });

  it('goes back to page 1 when a recount leaves the page past the end', () => {
    const { result, rerender } = setup();
    act(() => result.current.setPage(3));
    rerender({ rows: rows.slice(0, 30) });
    expect(result.current.page).toBe(1);
  });

  it('resets to page 1 on a page-size change by default', () => {
    const { result } = setup({ defaultPageSize: 10 });
    act(() => result.current.setPage(4));
    act(() => result.current.setPageSize(20));
    expect(result.current.page).toBe(1);
  });

  it('clamps to the last page on a page-size change under the data-screen policy', () => {
    const { result } = setup({ defaultPageSize: 10, pageSizeChangePolicy: 'clamp' });
    act(() => result.current.setPage(5));
    act(() => result.current.setPageSize(20));
    expect(result.current.page).toBe(3);
    act(() => result.current.setPageSize(10));
    expect(result.current.page).toBe(3);
  });
});
