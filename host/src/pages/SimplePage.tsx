import type { ReactNode } from 'react';
import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  page: { padding: theme.spacing.xl, display: 'grid', gap: theme.spacing.md, maxWidth: 760 },
  title: { margin: 0 },
}));

export interface SimplePageProps {
  title: string;
  children: ReactNode;
}

/** A page of the shell itself: a heading and a few lines of text. */
export function SimplePage({ title, children }: SimplePageProps) {
  const classes = useStaticClasses(styles);
  return (
    <section className={classes.page}>
      <h1 className={classes.title}>{title}</h1>
      {children}
    </section>
  );
}
