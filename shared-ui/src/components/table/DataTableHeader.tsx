import type { CSSObject, Theme } from '@emotion/react';
import type { SortState, TableColumn } from '../../table/types.ts';
import { visuallyHidden } from '../../styles/visually-hidden.ts';
import { SortAscendingGlyph, SortDescendingGlyph, SortGlyph } from '../icons/glyphs.tsx';

interface HeaderProps<Row> {
  columns: readonly TableColumn<Row>[];
  sort: SortState | null;
  onSort: (columnKey: string) => void;
}

interface GroupSpan {
  id: string;
  label: string;
  span: number;
}

/** Neighbouring columns of one group share a header cell above them. */
function groupSpans<Row>(columns: readonly TableColumn<Row>[]): (GroupSpan | TableColumn<Row>)[] {
  const cells: (GroupSpan | TableColumn<Row>)[] = [];
  for (const column of columns) {
    const last = cells[cells.length - 1];
    if (column.group && last && 'span' in last && last.id === column.group.id) {
      last.span += 1;
    } else if (column.group) {
      cells.push({ id: column.group.id, label: column.group.label, span: 1 });
    } else {
      cells.push(column);
    }
  }
  return cells;
}

const headerCellStyles =
  (align: TableColumn<unknown>['align'], sticky = false) =>
  (theme: Theme): CSSObject => ({
    background: theme.colors.background,
    // The sticky column's header stays put sideways too, above the cells passing under it.
    ...(sticky ? { position: 'sticky', left: 0, zIndex: 1 } : {}),
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    textAlign: align ?? 'left',
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.semibold,
    color: theme.colors.textMuted,
    whiteSpace: 'nowrap',
    borderBottom: `1px solid ${theme.colors.border}`,
  });

/** Headers stay in view while a long page scrolls inside the table's box. */
const stickyHead: CSSObject = { position: 'sticky', top: 0, zIndex: 2 };

function ariaSort(column: TableColumn<unknown>, sort: SortState | null) {
  if (column.sortable !== true) return undefined;
  if (sort?.key !== column.key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

function ColumnHeader<Row>({
  column,
  sort,
  onSort,
  rowSpan,
}: {
  column: TableColumn<Row>;
  sort: SortState | null;
  onSort: (key: string) => void;
  rowSpan?: number;
}) {
  const state = ariaSort(column as TableColumn<unknown>, sort);
  const label =
    column.hideLabel === true ? <span css={visuallyHidden}>{column.label}</span> : column.label;
  return (
    <th
      scope="col"
      rowSpan={rowSpan}
      aria-sort={state}
      className={column.headerClass}
      css={headerCellStyles(column.align, column.sticky === true)}
    >
      {column.sortable === true ? (
        <button
          type="button"
          onClick={() => onSort(column.key)}
          css={(theme: Theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            gap: theme.spacing.xxs,
            border: 0,
            padding: 0,
            background: 'transparent',
            color: state === 'none' ? 'inherit' : theme.colors.text,
            font: 'inherit',
            cursor: 'pointer',
          })}
        >
          {label}
          {state === 'ascending' ? (
            <SortAscendingGlyph size={14} />
          ) : state === 'descending' ? (
            <SortDescendingGlyph size={14} />
          ) : (
            <SortGlyph size={14} />
          )}
        </button>
      ) : (
        label
      )}
    </th>
  );
}

export function DataTableHeader<Row>({ columns, sort, onSort }: HeaderProps<Row>) {
  const grouped = columns.some((column) => column.group !== undefined);
  if (!grouped) {
    return (
      <thead css={stickyHead}>
        <tr>
          {columns.map((column) => (
            <ColumnHeader key={column.key} column={column} sort={sort} onSort={onSort} />
          ))}
        </tr>
      </thead>
    );
  }
  return (
    <thead css={stickyHead}>
      <tr>
        {groupSpans(columns).map((cell) =>
          'span' in cell ? (
            <th
              key={`group-${cell.id}`}
              scope="colgroup"
              colSpan={cell.span}
              css={headerCellStyles('center')}
            >
              {cell.label}
            </th>
          ) : (
            <ColumnHeader key={cell.key} column={cell} sort={sort} onSort={onSort} rowSpan={2} />
          ),
        )}
      </tr>
      <tr>
        {columns
          .filter((column) => column.group !== undefined)
          .map((column) => (
            <ColumnHeader key={column.key} column={column} sort={sort} onSort={onSort} />
          ))}
      </tr>
    </thead>
  );
}
