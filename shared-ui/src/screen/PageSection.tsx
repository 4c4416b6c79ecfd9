import type { Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';

export interface PageSectionProps {
  /** The page's h1, which also names the section. */
  title: string;
  /** Space between the page's blocks. */
  gap?: 'lg' | 'xl';
  /** Caps the width of a page of prose; tables keep the full width. */
  maxWidth?: number;
  children: ReactNode;
}

/** A page that is not a data screen (Favorites, Search, Premium): its title, then its blocks. */
export function PageSection({ title, gap = 'xl', maxWidth, children }: PageSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.spacing[gap],
        padding: theme.spacing.lg,
        ...(maxWidth === undefined ? {} : { maxWidth }),
        minWidth: 0,
      })}
    >
      <h1 id={titleId} css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.h1 })}>
        {title}
      </h1>
      {children}
    </section>
  );
}
