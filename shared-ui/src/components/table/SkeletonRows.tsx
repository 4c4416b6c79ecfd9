import { keyframes, type Theme } from '@emotion/react';
import type { Density } from '../../power-tools/columns/table-preferences.ts';

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
  return (
    <>
      {Array.from({ length: rowCount }, (_, rowIndex) => (
        <tr key={rowIndex} aria-hidden="true" data-skeleton="">
          {Array.from({ length: columnCount }, (_, columnIndex) => (
            <td
              key={columnIndex}
              css={(theme: Theme) => ({
                // The padding of real rows (DataTable), for the same height.
                padding:
                  density === 'compact'
                    ? `${theme.spacing.xs}px ${theme.spacing.sm}px`
                    : `${theme.spacing.sm}px ${theme.spacing.md}px`,
                borderBottom: `1px solid ${theme.colors.border}`,
              })}
            >
              <span css={{ display: 'flex', alignItems: 'center', height: ROW_CONTENT_HEIGHT }}>
                <span
                  css={(theme: Theme) => ({
                    display: 'block',
                    // Varied widths read as text; a column of equal bars reads as a grid.
                    width: `${45 + ((rowIndex * 7 + columnIndex * 13) % 45)}%`,
                    minWidth: 16,
                    height: 10,
                    borderRadius: theme.radii.sm,
                    background: theme.colors.neutralSubtle,
                    animation: `${pulse} 1.4s ease-in-out infinite`,
                    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                  })}
                />
              </span>
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
