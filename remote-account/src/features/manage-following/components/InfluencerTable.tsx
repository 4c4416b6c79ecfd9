import type { InfluencerRowBase } from '@flowscope/shared-api/feeds';
import {
  EmptyState,
  PAGE_LEVEL_PAGE_SIZE,
  TableWithPagination,
  useTableState,
  type TableColumn,
} from '@flowscope/shared-ui';
import type { ManageEmptyState } from '../manage-view.ts';

const EMPTY_TEXTS: Record<ManageEmptyState, { text: string; hint: string }> = {
  'no-results': {
    text: 'Oops, no results found!',
    hint: 'Check the spelling of the name, or try a shorter part of it.',
  },
  'none-chosen': {
    text: "You haven't selected any influencers yet.",
    hint: 'Choose the ones you want to follow from the All influencers tab.',
  },
};

export interface InfluencerTableProps<Row extends InfluencerRowBase> {
  label: string;
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  emptyState: ManageEmptyState;
}

/**
 * The tab's influencers, sorted and paged on the client with sort and page in the URL
 * (10 a page; 10/20/50/100; at most 3 page buttons in the middle window), or its empty text.
 */
export function InfluencerTable<Row extends InfluencerRowBase>({
  label,
  rows,
  columns,
  emptyState,
}: InfluencerTableProps<Row>) {
  const table = useTableState({ rows, columns, defaultPageSize: PAGE_LEVEL_PAGE_SIZE });
  if (rows.length === 0) {
    const { text, hint } = EMPTY_TEXTS[emptyState];
    // A status, so a screen reader hears that the search found nothing as the trader types.
    return (
      <EmptyState
        role="status"
        icon={emptyState === 'no-results' ? 'search' : 'info'}
        text={text}
        hint={hint}
      />
    );
  }
  return <TableWithPagination table={table} columns={columns} label={label} />;
}
