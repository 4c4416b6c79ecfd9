import { keyframes } from '@emotion/react';
import type { Density } from '../../power-tools/columns/table-preferences.ts';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';

const pulse = keyframes`
  0%, 100% { opacity: 0.55; }
  50% { opacity: 1; }
`;

/**
 * The content height of a loaded row (a token's 20 px icon beside its two-line name and
 * badges): a placeholder row is exactly as tall as the row that replaces it.
 */
export const ROW_CONTENT_HEIGHT = 28;

/** The number of placeholder rows when the table does not say how many rows a page shows. */
const DEFAULT_SKELETON_ROWS = 10;

const styles = staticStyles((theme) => {
  const cellBorder = `1px solid ${theme.colors.border}`;
  return {
    // The padding of real rows (DataTable), for the same height.
    'cell-comfortable': {
      padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
      borderBottom: cellBorder,
    },
    'cell-compact': {
      padding: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
      borderBottom: cellBorder,
    },
    content: { display: 'flex', alignItems: 'center', height: ROW_CONTENT_HEIGHT },
    bar: {
      display: 'block',
      minWidth: 16,
      height: 10,
      borderRadius: theme.radii.sm,
      background: theme.colors.neutralSubtle,
      animation: `${pulse} 1.4s ease-in-out infinite`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  };
});

/**
 * Placeholder rows while a table loads for the first time, one per row the page will show and
 * each the height of a real row, so the answer replaces them without moving anything below;
 * hidden from screen readers.
 */
export function SkeletonRows({
  columnCount,
  rowCount = DEFAULT_SKELETON_ROWS,
  density = 'comfortable',
}: {
  columnCount: number;
  rowCount?: number;
  density?: Density;
}) {
  const classes = useStaticClasses(styles);
  return (
    <>
      {Array.from({ length: rowCount }, (_, rowIndex) => (
        <tr key={rowIndex} aria-hidden="true" data-skeleton="">
          {Array.from({ length: columnCount }, (_, columnIndex) => (
            <td key={columnIndex} className={classes[`cell-${density}`]}>
              <span className={classes.content}>
                <span
                  className={classes.bar}
                  // Varied widths read as text; a column of equal bars reads as a grid.
                  style={{ width: `${45 + ((rowIndex * 7 + columnIndex * 13) % 45)}%` }}
                />
              </span>
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
