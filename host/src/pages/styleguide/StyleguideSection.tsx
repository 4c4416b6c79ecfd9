import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface StyleguideSectionProps {
  title: string;
  children: ReactNode;
}

/** One component family in a theme panel, under its own heading. */
export function StyleguideSection({ title, children }: StyleguideSectionProps) {
  return (
    <section
      aria-label={title}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.spacing.md,
        padding: theme.spacing.lg,
        borderRadius: theme.radii.lg,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
        minWidth: 0,
      })}
    >
      <h3 css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.h4 })}>{title}</h3>
      {children}
    </section>
  );
}

/** A wrapping row of examples. */
export function ExampleRow({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.xs })}>
      {label !== undefined && (
        <span
          css={(theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted })}
        >
          {label}
        </span>
      )}
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: theme.spacing.sm,
        })}
      >
        {children}
      </div>
    </div>
  );
}
