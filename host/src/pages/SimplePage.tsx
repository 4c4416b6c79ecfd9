import type { ReactNode } from 'react';

export interface SimplePageProps {
  title: string;
  children: ReactNode;
}

/** A page of the shell itself: a heading and a few lines of text. */
export function SimplePage({ title, children }: SimplePageProps) {
  return (
    <section
      css={(theme) => ({
        padding: theme.spacing.xl,
        display: 'grid',
        gap: theme.spacing.md,
        maxWidth: 760,
      })}
    >
      <h1 css={{ margin: 0 }}>{title}</h1>
      {children}
    </section>
  );
}
