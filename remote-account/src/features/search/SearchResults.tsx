import { useMemo } from 'react';
import type { ListState, SearchResultRow } from '@flowscope/shared-api';
import {
  ErrorBox,
  Spinner,
  staticStyles,
  TableWithPagination,
  TOKEN_CARD_HEIGHT,
  TOP_TABLE_PAGE_SIZE,
  useStaticClasses,
  useTableState,
} from '@flowscope/shared-ui';
import { renderCard, searchColumns } from './columns.tsx';
import { CZECH } from './czech.ts';

export interface SearchResultsProps {
  query: string;
  list: ListState<SearchResultRow[]>;
  rows: readonly SearchResultRow[];
  signedIn: boolean;
  onToggleFavourite: (row: SearchResultRow) => void;
  rowKey: (row: SearchResultRow) => string;
}

const styles = staticStyles((theme) => ({
  searching: { display: 'flex', alignItems: 'center', gap: theme.spacing.sm, margin: 0 },
  results: { display: 'grid', gap: theme.spacing.md, minWidth: 0 },
  note: { margin: 0, color: theme.colors.textMuted },
  title: { margin: 0, fontSize: theme.fontSizes.h3 },
}));

/** The answer to one search: searching, failed (with retry) or the sorted, paged results. */
export function SearchResults({
  query,
  list,
  rows,
  signedIn,
  onToggleFavourite,
  rowKey,
}: SearchResultsProps) {
  const classes = useStaticClasses(styles);
  const columns = useMemo(
    () => searchColumns({ signedIn, onToggleFavourite }),
    [signedIn, onToggleFavourite],
  );
  const table = useTableState({ rows, columns, defaultPageSize: TOP_TABLE_PAGE_SIZE });

  if (list.error !== null) {
    return (
      <ErrorBox
        lang="cs"
        title={CZECH.failed}
        message={list.error}
        retryLabel={CZECH.retry}
        onRetry={list.retry}
      />
    );
  }
  if (list.loading) {
    return (
      <p role="status" lang="cs" className={classes.searching}>
        <Spinner size="sm" label={CZECH.searching} aria-hidden="true" />
        {CZECH.searching}
      </p>
    );
  }
  return (
    <div className={classes.results}>
      <p lang="cs" className={classes.note}>
        {CZECH.activeFilters}: {CZECH.query} „{query}“
      </p>
      <h2 lang="cs" className={classes.title}>
        {CZECH.results} ({rows.length})
      </h2>
      <TableWithPagination
        table={table}
        columns={columns}
        label={CZECH.results}
        emptyText={CZECH.empty}
        emptyLang="cs"
        getRowKey={rowKey}
        renderCard={renderCard}
        cardHeight={TOKEN_CARD_HEIGHT}
      />
      {table.totalItems > 0 && (
        <p lang="cs" aria-live="polite" className={classes.note}>
          {CZECH.page(table.page, table.totalPages)}
        </p>
      )}
    </div>
  );
}
