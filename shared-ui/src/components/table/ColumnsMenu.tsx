import { useId } from 'react';
import {
  moveColumn,
  orderColumns,
  type TablePreferences,
} from '../../power-tools/columns/table-preferences.ts';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import type { TableColumn } from '../../table/types.ts';
import { Button } from '../button/Button.tsx';
import { ChevronGlyph } from '../icons/glyphs.tsx';
import { Popover } from '../popover/Popover.tsx';

const styles = staticStyles((theme) => ({
  menu: { display: 'grid', gap: theme.spacing.sm, minWidth: 240 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 },
  column: { display: 'flex', alignItems: 'center', gap: theme.spacing.xs },
  label: { flex: 1 },
}));

export interface ColumnsMenuProps<Row extends object> {
  /** Every column the table has, shown or not. */
  columns: readonly TableColumn<Row>[];
  preferences: TablePreferences;
  onChange: (next: TablePreferences) => void;
  tableLabel: string;
}

/** 'Columns': show, hide and reorder a table's columns; the last shown one cannot be hidden. */
export function ColumnsMenu<Row extends object>({
  columns,
  preferences,
  onChange,
  tableLabel,
}: ColumnsMenuProps<Row>) {
  const classes = useStaticClasses(styles);
  const idPrefix = useId();
  const ordered = orderColumns(columns, preferences.order);
  const hidden = new Set(preferences.hidden);
  const shownCount = ordered.filter((column) => !hidden.has(column.key)).length;

  const toggle = (key: string, show: boolean) =>
    onChange({
      ...preferences,
      hidden: show
        ? preferences.hidden.filter((hiddenKey) => hiddenKey !== key)
        : [...preferences.hidden, key],
    });
  const move = (key: string, step: -1 | 1) =>
    onChange({ ...preferences, order: moveColumn(columns, preferences.order, key, step) });

  return (
    <Popover
      label={`Columns of ${tableLabel}`}
      placement="bottom-end"
      trigger={(props) => (
        <Button {...props} variant="secondary" size="sm">
          Columns
        </Button>
      )}
    >
      <div className={classes.menu}>
        <ul className={classes.list}>
          {ordered.map((column, index) => {
            const shown = !hidden.has(column.key);
            const checkboxId = `${idPrefix}-${column.key}`;
            return (
              <li key={column.key} className={classes.column}>
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={shown}
                  disabled={shown && shownCount === 1}
                  onChange={(event) => toggle(column.key, event.target.checked)}
                />
                <label htmlFor={checkboxId} className={classes.label}>
                  {column.label}
                </label>
                <Button
                  variant="tertiary"
                  intent="ghost"
                  size="icon-sm"
                  aria-label={`Move ${column.label} up`}
                  disabled={index === 0}
                  onClick={() => move(column.key, -1)}
                >
                  <ChevronGlyph direction="up" />
                </Button>
                <Button
                  variant="tertiary"
                  intent="ghost"
                  size="icon-sm"
                  aria-label={`Move ${column.label} down`}
                  disabled={index === ordered.length - 1}
                  onClick={() => move(column.key, 1)}
                >
                  <ChevronGlyph direction="down" />
                </Button>
              </li>
            );
          })}
        </ul>
        <Button
          variant="tertiary"
          size="sm"
          onClick={() => onChange({ ...preferences, hidden: [], order: [] })}
        >
          Show all columns in their first order
        </Button>
      </div>
    </Popover>
  );
}
