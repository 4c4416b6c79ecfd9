import type { ReactNode } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';

export interface TableToolbarProps {
  /** Accessible name, e.g. 'Top Holdings tools'. */
  label: string;
  children: ReactNode;
}

const styles = staticStyles((theme) => ({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: theme.spacing.sm,
  },
}));

/** The row of table tools above a table (export, columns, density), at its end edge. */
export function TableToolbar({ label, children }: TableToolbarProps) {
  const classes = useStaticClasses(styles);
  return (
    <div role="group" aria-label={label} className={classes.toolbar}>
      {children}
    </div>
  );
}
