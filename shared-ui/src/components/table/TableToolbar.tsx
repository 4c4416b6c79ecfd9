import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface TableToolbarProps {
  /** Accessible name, e.g. 'Top Holdings tools'. */
  label: string;
  children: ReactNode;
}

/** The row of table tools above a table (export, columns, density), at its end edge. */
export function TableToolbar({ label, children }: TableToolbarProps) {
  return (
    <div
      role="group"
      aria-label={label}
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: theme.spacing.sm,
      })}
    >
      {children}
    </div>
  );
}
