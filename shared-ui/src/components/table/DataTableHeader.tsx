import type { CSSObject } from '@emotion/react';
import type { SortState, TableColumn } from '../../table/types.ts';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
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

const ALIGNS = ['left', 'right', 'center'] as const;
type Align = (typeof ALIGNS)[number];

/** A header cell's class: by its column's alignment and whether the column sticks. */
type HeaderCellStyle = `headerCell-${Align}` | `headerCell-${Align}-sticky`;

const styles = staticStyles((theme) => {
  const headerCells = {} as Record<HeaderCellStyle, CSSObject>;
  for (const align of ALIGNS) {
    const headerCell: CSSObject = {
      background: theme.colors.background,
      padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
      textAlign: align,
      fontSize: theme.fontSizes.xs,
      fontWeight: theme.fontWeights.semibold,
      color: theme.colors.textMuted,
      whiteSpace: 'nowrap',
      borderBottom: `1px solid ${theme.colors.border}`,
    };
    headerCells[`headerCell-${align}`] = headerCell;
    // The sticky column's header stays put sideways too, above the cells passing under it.
    headerCells[`headerCell-${align}-sticky`] = {
      ...headerCell,
      position: 'sticky',
      left: 0,
      zIndex: 1,
    };
  }
  const sortButton: CSSObject = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.xxs,
    border: 0,
    padding: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
  };
  return {
    /** Headers stay in view while a long page scrolls inside the table's box. */
    head: { position: 'sticky', top: 0, zIndex: 2 },
    ...headerCells,
    sortButton,
    /** The button of the column the rows are sorted by. */
    sortButtonSorted: { ...sortButton, color: theme.colors.text },
    hiddenLabel: visuallyHidden,
  };
});

/** The class of a column's header cell. */
function headerCellStyle<Row>(column: TableColumn<Row>): HeaderCellStyle {
  const align = column.align ?? 'left';
  return column.sticky === true ? `headerCell-${align}-sticky` : `headerCell-${align}`;
}

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
  const classes = useStaticClasses(styles);
  const state = ariaSort(column as TableColumn<unknown>, sort);
  const label =
    column.hideLabel === true ? (
      <span className={classes.hiddenLabel}>{column.label}</span>
    ) : (
      column.label
    );
  const own = classes[headerCellStyle(column)];
  return (
    <th
      scope="col"
      rowSpan={rowSpan}
      aria-sort={state}
      className={column.headerClass === undefined ? own : `${own} ${column.headerClass}`}
    >
      {column.sortable === true ? (
        <button
          type="button"
          onClick={() => onSort(column.key)}
          className={state === 'none' ? classes.sortButton : classes.sortButtonSorted}
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
  const classes = useStaticClasses(styles);
  const grouped = columns.some((column) => column.group !== undefined);
  if (!grouped) {
    return (
      <thead className={classes.head}>
        <tr>
          {columns.map((column) => (
            <ColumnHeader key={column.key} column={column} sort={sort} onSort={onSort} />
          ))}
        </tr>
      </thead>
    );
  }
  return (
    <thead className={classes.head}>
      <tr>
        {groupSpans(columns).map((cell) =>
          'span' in cell ? (
            <th
              key={`group-${cell.id}`}
              scope="colgroup"
              colSpan={cell.span}
              className={classes['headerCell-center']}
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
