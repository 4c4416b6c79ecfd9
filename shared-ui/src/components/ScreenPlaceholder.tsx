import type { ReactNode } from 'react';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';

const styles = staticStyles((theme) => ({
  screen: { display: 'grid', gap: theme.spacing.md, padding: theme.spacing.lg },
  title: { margin: 0, fontSize: theme.fontSizes.h1 },
  viewer: { color: theme.colors.textMuted, margin: 0 },
}));

export interface ScreenPlaceholderProps {
  title: string;
  /** Who is looking, as the session store says; proves the store is shared. */
  viewer: string;
  children?: ReactNode;
}

/** A screen whose data view has not been built yet: its title and who is browsing. */
export function ScreenPlaceholder({ title, viewer, children }: ScreenPlaceholderProps) {
  const classes = useStaticClasses(styles);
  return (
    <section aria-labelledby="screen-title" className={classes.screen}>
      <h1 id="screen-title" className={classes.title}>
        {title}
      </h1>
      <p data-testid="screen-viewer" className={classes.viewer}>
        {viewer}
      </p>
      {children}
    </section>
  );
}
