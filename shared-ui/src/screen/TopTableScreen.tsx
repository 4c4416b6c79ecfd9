import type { ReactNode } from 'react';
import { useSavedPageSize } from '../components/table/use-saved-page-size.ts';
import type { TableColumn } from '../table/types.ts';
import type { TableState } from '../table/use-table-state.ts';
import { TableWithPagination } from '../url-state/TableWithPagination.tsx';
import { useUrlTableState } from '../url-state/use-url-table-state.ts';
import { DataScreen, type DataScreenList } from './DataScreen.tsx';
import { TopScreenFilters, type TopFilterControls } from './TopScreenFilters.tsx';

/** Table screens start on 10 rows a page (data-screens §9). */
export const TOP_TABLE_PAGE_SIZE = 10;

export interface TopTableScreenProps<Row extends object> {
  title: string;
  learnMoreUrl?: string;
  /** Loading, error, last update and Retry (shared-api's useTopScreen list). */
  list: DataScreenList;
  /** The common filters (shared-api's useTopScreen topFilters). */
  topFilters: TopFilterControls;
  /** Time tabs and the custom range; Top Holdings has none. */
  showPeriod?: boolean;
  /** The screen's own controls (network, token filter, …), shown among the filters. */
  extraControls?: ReactNode;
  /** Inline error box title (spec: 'Failed to load data' or 'Failed to load DEX data'). */
  errorTitle?: string;
  columns: readonly TableColumn<Row>[];
  /** The rows after the client-side search; sorting and paging happen here. */
  rows: readonly Row[];
  /** The spec's Czech empty text of this table. */
  emptyText: string;
  /**
   * Above the table, e.g. 'N removed from this list'; a function also reads the table's
   * paging (a debug summary's 'page x of y').
   */
  aboveTable?: ReactNode | ((table: TableState<Row>) => ReactNode);
}

/**
 * A whole Top screen: title and Learn More, the filters with the screen's own controls,
 * states, and the sorted, paged table whose sort and page live in the URL. A screen is its
 * columns, its call and its extra controls.
 */
export function TopTableScreen<Row extends object>({
  title,
  learnMoreUrl,
  list,
  topFilters,
  showPeriod = true,
  extraControls,
  errorTitle,
  columns,
  rows,
  emptyText,
  aboveTable,
}: TopTableScreenProps<Row>) {
  // Paged by the saved page size here already, so aboveTable reads the paging shown.
  const table = useSavedPageSize(
    useUrlTableState({ rows, columns, defaultPageSize: TOP_TABLE_PAGE_SIZE }),
    title,
  );
  return (
    <DataScreen
      title={title}
      learnMoreUrl={learnMoreUrl}
      list={list}
      errorTitle={errorTitle}
      firstLoad="content"
      refreshable
      onTimePeriod={showPeriod ? topFilters.setSelectedTimePeriod : undefined}
      filters={
        <TopScreenFilters controls={topFilters} showPeriod={showPeriod}>
          {extraControls}
        </TopScreenFilters>
      }
    >
      {typeof aboveTable === 'function' ? aboveTable(table) : aboveTable}
      <TableWithPagination
        table={table}
        columns={columns}
        label={title}
        emptyText={emptyText}
        loading={list.loading}
      />
    </DataScreen>
  );
}
