import type { ReactNode } from 'react';
import type { RenderRowCard } from '../components/table/RowCardList.tsx';
import { useSavedPageSize } from '../components/table/use-saved-page-size.ts';
import type { TableColumn } from '../table/types.ts';
import { TableWithPagination } from '../components/table/TableWithPagination.tsx';
import { useTableState, type TableState } from '../table/use-table-state.ts';
import { DataScreen, type DataScreenList } from './DataScreen.tsx';
import { TopScreenFilters, type TopFilterControls } from './TopScreenFilters.tsx';
import { TOKEN_CARD_HEIGHT } from './TokenRowCard.tsx';

/** Table screens start on 10 rows a page (data-screens §9). */
export const TOP_TABLE_PAGE_SIZE = 10;

/**
 * A Top screen's sorted, paged table state (sort and page in the URL, the page size in the
 * table's saved view). A screen that needs its page of rows (to ask for their sparklines in
 * one call) makes it itself and hands it to TopTableScreen.
 */
export function useTopTable<Row extends object>({
  rows,
  columns,
  title,
}: {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** The screen's title, which also names its table. */
  title: string;
}): TableState<Row> {
  return useSavedPageSize(
    useTableState({ rows, columns, defaultPageSize: TOP_TABLE_PAGE_SIZE }),
    title,
    columns,
  );
}

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
  /** The table's state when the screen made it (useTopTable); else it is made here. */
  table?: TableState<Row>;
  /** Each row as a card below 640 px (tokenCardRenderer). */
  renderCard?: RenderRowCard<Row>;
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
  table: screenTable,
  renderCard,
}: TopTableScreenProps<Row>) {
  // Paged by the saved page size here already, so aboveTable reads the paging shown. The
  // hooks run either way (a screen's table never comes and goes).
  const ownTable = useTopTable({ rows, columns, title });
  const table = screenTable ?? ownTable;
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
        renderCard={renderCard}
        cardHeight={TOKEN_CARD_HEIGHT}
      />
    </DataScreen>
  );
}
