import type { RowWalletList, RowWalletsPeriod } from '@flowscope/shared-api';
import { readDayRange, readParams, writeParam } from '@flowscope/shared-ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ROW_WALLETS_VIEW } from './row-wallets-view.ts';

export interface RowWalletsViewState {
  list: RowWalletList;
  period: RowWalletsPeriod;
  range: { from: string; to: string } | null;
  setList: (list: RowWalletList) => void;
  /** A period tab ends a custom range. */
  setPeriod: (period: RowWalletsPeriod) => void;
}

const TABLE_PAGE = 'wallets.page';

/**
 * The list, period and day range of the screen, in the URL. A change replaces the history
 * entry (adjusting a view is not a step back) and starts the table on its first page.
 */
export function useRowWalletsView(): RowWalletsViewState {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => {
    const read = new URLSearchParams(search);
    return { ...readParams(read, ROW_WALLETS_VIEW), range: readDayRange(read) };
  }, [search]);
  const change = (write: (current: URLSearchParams) => URLSearchParams) =>
    setParams(
      (current) => {
        const next = write(current);
        next.delete(TABLE_PAGE);
        return next;
      },
      { replace: true },
    );
  return {
    ...state,
    setList: (list) => change((current) => writeParam(current, ROW_WALLETS_VIEW.list, list)),
    setPeriod: (period) =>
      change((current) => {
        const next = writeParam(current, ROW_WALLETS_VIEW.period, period);
        next.delete('from');
        next.delete('to');
        return next;
      }),
  };
}
