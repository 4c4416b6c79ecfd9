import { useMemo } from 'react';
import type { ListState, SearchResultRow } from '@flowscope/shared-api';
import {
  ErrorBox,
  Spinner,
  TableWithPagination,
  TOKEN_CARD_HEIGHT,
  TOP_TABLE_PAGE_SIZE,
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

const muted = { margin: 0 } as const;

/** The answer to one search: searching, failed (with retry) or the sorted, paged results. */
export function SearchResults({
  query,
  list,
  rows,
  signedIn,
  onToggleFavourite,
  rowKey,
}: SearchResultsProps) {
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
      <p
        role="status"
        lang="cs"
        css={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.spacing.sm,
          ...muted,
        })}
      >
        <Spinner size="sm" label={CZECH.searching} aria-hidden="true" />
        {CZECH.searching}
      </p>
    );
  }
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.spacing.md, minWidth: 0 })}>
      <p lang="cs" css={(theme) => ({ ...muted, color: theme.colors.textMuted })}>
        {CZECH.activeFilters}: {CZECH.query} „{query}“
      </p>
      <h2 lang="cs" css={(theme) => ({ ...muted, fontSize: theme.fontSizes.h3 })}>
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
        <p
          lang="cs"
          aria-live="polite"
          css={(theme) => ({ ...muted, color: theme.colors.textMuted })}
        >
          {CZECH.page(table.page, table.totalPages)}
        </p>
      )}
    </div>
  );
}
