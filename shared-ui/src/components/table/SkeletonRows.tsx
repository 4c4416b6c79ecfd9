import { keyframes, type Theme } from '@emotion/react';

const pulse = keyframes`
  0%, 100% { opacity: 0.55; }
  50% { opacity: 1; }
`;

/** Placeholder rows while a table loads for the first time; hidden from screen readers. */
export function SkeletonRows({
  columnCount,
  rowCount = 6,
}: {
  columnCount: number;
  rowCount?: number;
}) {
  return (
    <>
      {Array.from({ length: rowCount }, (_, rowIndex) => (
        <tr key={rowIndex} aria-hidden="true" data-skeleton="">
          {Array.from({ length: columnCount }, (_, columnIndex) => (
            <td
              key={columnIndex}
              css={(theme: Theme) => ({
                padding: `${theme.spacing.sm + 2}px ${theme.spacing.md}px`,
                borderBottom: `1px solid ${theme.colors.border}`,
              })}
            >
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
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
