import type { ReactNode } from 'react';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';

const styles = staticStyles((t) => ({
  page: {
    display: 'grid',
    gap: t.spacing.lg,
    padding: t.spacing.lg,
    minWidth: 0,
    [`@media (max-width: ${t.breakpoints.mobile}px)`]: {
      gap: t.spacing.md,
      padding: t.spacing.md,
    },
  },
}));

/** A token page's column of parts (header, periods, chart, panels), the same on CEX and DEX. */
export function TokenPageFrame({ children }: { children: ReactNode }) {
  const classes = useStaticClasses(styles);
  return <div className={classes.page}>{children}</div>;
}
