import { useId, type ReactNode } from 'react';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';

export interface PageSectionProps {
  /** The page's h1, which also names the section. */
  title: string;
  /** Space between the page's blocks. */
  gap?: 'lg' | 'xl';
  /** Caps the width of a page of prose; tables keep the full width. */
  maxWidth?: number;
  children: ReactNode;
}

const styles = staticStyles((theme) => {
  const section = { display: 'grid', padding: theme.spacing.lg, minWidth: 0 } as const;
  return {
    'section-lg': { ...section, gap: theme.spacing.lg },
    'section-xl': { ...section, gap: theme.spacing.xl },
    title: { margin: 0, fontSize: theme.fontSizes.h1 },
  };
});

/** A page that is not a data screen (Favorites, Search, Premium): its title, then its blocks. */
export function PageSection({ title, gap = 'xl', maxWidth, children }: PageSectionProps) {
  const titleId = useId();
  const classes = useStaticClasses(styles);
  return (
    <section
      aria-labelledby={titleId}
      className={classes[`section-${gap}`]}
      style={maxWidth === undefined ? undefined : { maxWidth }}
    >
      <h1 id={titleId} className={classes.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
