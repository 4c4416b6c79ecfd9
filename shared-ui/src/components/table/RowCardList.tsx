import { keyframes, type CSSObject } from '@emotion/react';
import type { Key, ReactNode } from 'react';
import { FOCUSABLE_ROW_ATTRIBUTE } from '../../hotkeys/item-focus.ts';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import type { StaticTheme } from '../../theme/static-theme.ts';
import { readField } from '../../table/read-field.ts';
import type { TableColumn } from '../../table/types.ts';
import { DEFAULT_EMPTY_TEXT, EmptyState } from '../empty-state/EmptyState.tsx';
import { LoadingBar } from '../progress/LoadingBar.tsx';

const pulse = keyframes`
  0%, 100% { opacity: 0.55; }
  50% { opacity: 1; }
`;

/** Draws one row as a card; `columns` are all of the table's columns, shown or not. */
export type RenderRowCard<Row> = (
  row: Row,
  rowNumber: number,
  columns: readonly TableColumn<Row>[],
) => ReactNode;

export interface RowCardListProps<Row extends object> {
  /** The columns on screen, in order (what a plain card lists). */
  columns: readonly TableColumn<Row>[];
  /** Every column, for a card that picks its own (a token card's score, figures, star). */
  allColumns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  label: string;
  emptyText?: string;
  emptyLang?: string;
  loading?: boolean;
  firstRowNumber?: number;
  getRowKey: (row: Row, index: number) => Key;
  /** The screen's own card; without it each row is a card of its columns' labels and values. */
  renderCard?: RenderRowCard<Row>;
  /** Placeholder cards on a first load: as many as the page will show. */
  skeletonCount?: number;
  /** The height of one card while it loads, so the answer moves nothing below. */
  skeletonHeight?: number;
}

/** A card's frame: the same border, radius and padding on every screen. */
export const rowCardFrame = (theme: StaticTheme): CSSObject => ({
  position: 'relative',
  display: 'grid',
  gap: theme.spacing.xs,
  padding: theme.spacing.md,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  minWidth: 0,
});

const styles = staticStyles((theme) => {
  const list: CSSObject = {
    display: 'grid',
    gap: theme.spacing.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    minWidth: 0,
    transition: `opacity ${theme.durations.fast}ms`,
  };
  return {
    card: rowCardFrame(theme),
    cardHead: { fontWeight: theme.fontWeights.semibold, minWidth: 0 },
    figures: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gap: `${theme.spacing.xxs}px ${theme.spacing.md}px`,
      margin: 0,
      fontSize: theme.fontSizes.sm,
    },
    figure: { minWidth: 0 },
    figureLabel: { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
    figureValue: { margin: 0, overflowWrap: 'anywhere' },
    controls: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing.sm },
    container: { position: 'relative', minWidth: 0 },
    loadingBar: { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3, height: 0 },
    list: { ...list, opacity: 1 },
    // A reload dims the cards it is about to replace instead of blanking the list.
    listReloading: { ...list, opacity: 0.55 },
    skeletonCard: {
      borderRadius: theme.radii.md,
      background: theme.colors.neutralSubtle,
      animation: `${pulse} 1.4s ease-in-out infinite`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
    item: {
      minWidth: 0,
      contentVisibility: 'auto',
      borderRadius: theme.radii.md,
      '&:focus': { outline: 'none' },
      '&:focus-visible': {
        outline: `2px solid ${theme.colors.focus}`,
        outlineOffset: 2,
      },
    },
  };
});

function cellOf<Row>(column: TableColumn<Row>, row: Row, rowNumber: number): ReactNode {
  if (column.render) return column.render(row, rowNumber);
  const value = readField(row as object, column.key);
  return value === null || value === undefined ? 'N/A' : String(value);
}

/** A row as a card of label-value pairs: its naming column heads it, controls go at the foot. */
function PlainRowCard<Row>({
  row,
  rowNumber,
  columns,
}: {
  row: Row;
  rowNumber: number;
  columns: readonly TableColumn<Row>[];
}) {
  const listed = columns.filter((column) => column.key !== 'rank');
  // The column that names the row (the sticky token or wallet column) heads the card.
  const head =
    listed.find((column) => column.sticky === true) ??
    listed.find((column) => column.hideLabel !== true);
  const rest = listed.filter((column) => column !== head);
  const figures = rest.filter((column) => column.hideLabel !== true);
  const controls = rest.filter((column) => column.hideLabel === true);
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.card}>
      {head !== undefined && <div className={classes.cardHead}>{cellOf(head, row, rowNumber)}</div>}
      <dl className={classes.figures}>
        {figures.map((column) => (
          <div key={column.key} className={classes.figure}>
            <dt className={classes.figureLabel}>{column.label}</dt>
            <dd className={classes.figureValue}>{cellOf(column, row, rowNumber)}</dd>
          </div>
        ))}
      </dl>
      {controls.length > 0 && (
        <div className={classes.controls}>
          {controls.map((column) => (
            <span key={column.key}>{cellOf(column, row, rowNumber)}</span>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * A table's page as a list of cards, for phones held upright: nothing is wider than the
 * screen, so nothing scrolls sideways. Loading, empty and reloading look as the table's do.
 */
export function RowCardList<Row extends object>({
  columns,
  allColumns,
  rows,
  label,
  emptyText = DEFAULT_EMPTY_TEXT,
  emptyLang,
  loading = false,
  firstRowNumber = 1,
  getRowKey,
  renderCard,
  skeletonCount = 10,
  skeletonHeight = 120,
}: RowCardListProps<Row>) {
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.container} data-row-cards="">
      {loading && (
        <div className={classes.loadingBar}>
          <LoadingBar label="Loading data" />
        </div>
      )}
      {!loading && rows.length === 0 ? (
        <EmptyState text={emptyText} lang={emptyLang} />
      ) : (
        <ul
          aria-label={label}
          aria-busy={loading || undefined}
          className={loading && rows.length > 0 ? classes.listReloading : classes.list}
        >
          {loading && rows.length === 0
            ? Array.from({ length: skeletonCount }, (_, index) => (
                <li
                  // Keys of their own: a card that arrives is a new element, not a placeholder
                  // moved to another place (which would count as a layout shift).
                  key={`skeleton-${index}`}
                  aria-hidden="true"
                  data-skeleton=""
                  className={classes.skeletonCard}
                  style={{ height: skeletonHeight }}
                />
              ))
            : rows.map((row, index) => (
                <li
                  key={getRowKey(row, index)}
                  // Focused by the j and k hotkeys only, as a table's rows are.
                  tabIndex={-1}
                  {...{ [FOCUSABLE_ROW_ATTRIBUTE]: '' }}
                  className={classes.item}
                  // A card below the screen is laid out and painted only as it nears it; until
                  // then it takes the loading placeholder's height.
                  style={{ containIntrinsicBlockSize: `auto ${skeletonHeight}px` }}
                >
                  {renderCard ? (
                    renderCard(row, firstRowNumber + index, allColumns)
                  ) : (
                    <PlainRowCard row={row} rowNumber={firstRowNumber + index} columns={columns} />
                  )}
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}
