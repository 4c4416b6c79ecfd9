import type { CSSObject } from '@emotion/react';
import type { Key, ReactNode } from 'react';
import { FOCUSABLE_ROW_ATTRIBUTE } from '../../hotkeys/item-focus.ts';
import {
  DEFAULT_DENSITY,
  DENSITIES,
  type Density,
} from '../../power-tools/columns/table-preferences.ts';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { readField } from '../../table/read-field.ts';
import type { SortState, TableColumn } from '../../table/types.ts';
import { DEFAULT_EMPTY_TEXT, EmptyState } from '../empty-state/EmptyState.tsx';
import { RestrictedLockCell } from '../lock-cell/RestrictedLockCell.tsx';
import { LoadingBar } from '../progress/LoadingBar.tsx';
import { DataTableHeader } from './DataTableHeader.tsx';
import { SkeletonRows } from './SkeletonRows.tsx';

export interface DataTableProps<Row extends object> {
  columns: readonly TableColumn<Row>[];
  /** The rows to show (one page of them). */
  rows: readonly Row[];
  sort: SortState | null;
  onSort: (columnKey: string) => void;
  /** Accessible name of the table. */
  label: string;
  /** 'Žádná data k zobrazení' unless the screen says otherwise. */
  emptyText?: string;
  /** Language of the empty text when it differs from the page's, e.g. 'cs' for the Czech texts. */
  emptyLang?: string;
  loading?: boolean;
  /** Row number of the first row, for the '#' column on later pages. */
  firstRowNumber?: number;
  getRowKey?: (row: Row, index: number) => Key;
  /** Cell padding: 'comfortable' (the default) or 'compact'. */
  density?: Density;
  /** Placeholder rows on a first load: as many as the page will show. */
  skeletonRowCount?: number;
}

/**
 * A row the API masked for this visitor (spec: 'locked placeholder rows are null rows'): its
 * values are locked cells, while its place, its '***' name and its star column stay.
 */
function isLockedRow(row: object): boolean {
  return (row as { masked?: unknown }).masked === true;
}

/** The columns a locked row still fills: its number, its star and its (masked) name. */
function showsInLockedRow<Row>(column: TableColumn<Row>): boolean {
  return (
    column.key === 'rank' ||
    column.key === 'favorites' ||
    column.key === 'tokenName' ||
    column.sticky === true
  );
}

/** Text of a cell without a renderer: 'N/A' for missing values, as everywhere else. */
function defaultCell(value: unknown): ReactNode {
  if (value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))) {
    return 'N/A';
  }
  return String(value);
}

function defaultRowKey(row: object, index: number): Key {
  const id = readField(row, 'id');
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

const ALIGNS = ['left', 'right', 'center'] as const;
type Align = (typeof ALIGNS)[number];

/** A cell's class: by the table's density, its column's alignment and whether it sticks. */
type CellStyle = `cell-${Density}-${Align}` | `cell-${Density}-${Align}-sticky`;

const styles = staticStyles((theme) => {
  const dimmable: CSSObject = { transition: `opacity ${theme.durations.fast}ms` };
  const cellPadding: Record<Density, string> = {
    comfortable: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    compact: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
  };
  // A sticky column keeps an opaque background so scrolled cells pass under it, not through it.
  const stickyCell: CSSObject = {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    background: theme.colors.background,
  };
  const cells = {} as Record<CellStyle, CSSObject>;
  for (const density of DENSITIES) {
    for (const align of ALIGNS) {
      const cell: CSSObject = {
        padding: cellPadding[density],
        textAlign: align,
        borderBottom: `1px solid ${theme.colors.border}`,
      };
      cells[`cell-${density}-${align}`] = cell;
      cells[`cell-${density}-${align}-sticky`] = { ...cell, ...stickyCell };
    }
  }
  return {
    /**
     * The table's own scroll box: wide tables scroll inside it (never the page), it can be
     * focused and scrolled with the keyboard, and soft shadows at its edges show that more
     * columns lie beyond. On wider screens the header stays in view while long pages scroll.
     */
    scrollBox: {
      position: 'relative',
      maxWidth: '100%',
      overflow: 'auto',
      borderRadius: theme.radii.md,
      outlineOffset: 2,
      background: `linear-gradient(to right, ${theme.colors.background} 30%, transparent) left / 40px 100% no-repeat local,
    linear-gradient(to left, ${theme.colors.background} 30%, transparent) right / 40px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, ${theme.colors.border}, transparent) left / 12px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, ${theme.colors.border}, transparent) right / 12px 100% no-repeat scroll`,
      [`@media (min-width: ${theme.breakpoints.mobile + 1}px)`]: { maxHeight: 'min(78vh, 960px)' },
    },
    // Pinned to the box's top-left corner and taking no height, so nothing moves.
    loadingBar: { position: 'sticky', top: 0, left: 0, zIndex: 3, height: 0, overflow: 'visible' },
    table: {
      width: '100%',
      borderCollapse: 'collapse',
      fontSize: theme.fontSizes.sm,
      fontVariantNumeric: 'tabular-nums',
    },
    body: { ...dimmable, opacity: 1 },
    // A reload dims the rows it is about to replace instead of blanking the table.
    bodyReloading: { ...dimmable, opacity: 0.55 },
    row: {
      '&:hover, &:hover > td': { background: theme.colors.surfaceHover },
      '&:focus': { outline: 'none' },
      '&:focus > td': { background: theme.colors.surfaceHover },
      '&:focus-visible': {
        outline: `2px solid ${theme.colors.focus}`,
        outlineOffset: -2,
      },
    },
    ...cells,
  };
});

/** The class of a column's cells at the table's density. */
function cellStyle<Row>(column: TableColumn<Row>, density: Density): CellStyle {
  const align = column.align ?? 'left';
  return column.sticky === true ? `cell-${density}-${align}-sticky` : `cell-${density}-${align}`;
}

export function DataTable<Row extends object>({
  columns,
  rows,
  sort,
  onSort,
  label,
  emptyText = DEFAULT_EMPTY_TEXT,
  emptyLang,
  loading = false,
  firstRowNumber = 1,
  getRowKey = defaultRowKey,
  density = DEFAULT_DENSITY,
  skeletonRowCount,
}: DataTableProps<Row>) {
  const classes = useStaticClasses(styles);
  return (
    <div
      role="region"
      aria-label={`${label}, scrollable`}
      tabIndex={0}
      data-density={density}
      className={classes.scrollBox}
    >
      {loading && (
        <div className={classes.loadingBar}>
          <LoadingBar label="Loading data" />
        </div>
      )}
      <table aria-label={label} aria-busy={loading || undefined} className={classes.table}>
        <DataTableHeader columns={columns} sort={sort} onSort={onSort} />
        <tbody className={loading && rows.length > 0 ? classes.bodyReloading : classes.body}>
          {loading && rows.length === 0 && (
            <SkeletonRows
              columnCount={columns.length}
              rowCount={skeletonRowCount}
              density={density}
            />
          )}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={columns.length}>
                <EmptyState text={emptyText} lang={emptyLang} />
              </td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr
              key={getRowKey(row, index)}
              // Focused by the j and k hotkeys only, so Tab still goes from control to control.
              tabIndex={-1}
              {...{ [FOCUSABLE_ROW_ATTRIBUTE]: '' }}
              data-locked-row={isLockedRow(row) || undefined}
              className={classes.row}
            >
              {columns.map((column) => (
                <td key={column.key} className={classes[cellStyle(column, density)]}>
                  {isLockedRow(row) && !showsInLockedRow(column) ? (
                    <RestrictedLockCell compact label="Restricted: sign in to see" />
                  ) : column.render ? (
                    column.render(row, firstRowNumber + index)
                  ) : (
                    defaultCell(readField(row, column.key))
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
