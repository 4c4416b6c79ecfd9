import type { ReactNode } from 'react';

export interface ScreenPlaceholderProps {
  title: string;
  /** Who is looking, as the session store says; proves the store is shared. */
  viewer: string;
  children?: ReactNode;
}

/** A screen whose data view has not been built yet: its title and who is browsing. */
export function ScreenPlaceholder({ title, viewer, children }: ScreenPlaceholderProps) {
  return (
    <section
      aria-labelledby="screen-title"
      css={(theme) => ({ display: 'grid', gap: theme.spacing.md, padding: theme.spacing.lg })}
    >
      <h1 id="screen-title" css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.h1 })}>
        {title}
      </h1>
      <p
        data-testid="screen-viewer"
        css={(theme) => ({ color: theme.colors.textMuted, margin: 0 })}
      >
        {viewer}
      </p>
      {children}
    </section>
  );
}
