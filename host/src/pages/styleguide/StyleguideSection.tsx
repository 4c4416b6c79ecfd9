import { useTheme, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface StyleguideSectionProps {
  title: string;
  children: ReactNode;
}

/** One component family in a theme panel, under its own heading. */
export function StyleguideSection({ title, children }: StyleguideSectionProps) {
  // Both theme panels hold the same sections: the theme in the name keeps landmarks apart.
  const { mode } = useTheme();
  return (
    <section
      aria-label={`${title} (${mode} theme)`}
      css={(theme: Theme) => ({
        display: 'grid',
        // One column that may shrink below its widest example, so a phone never scrolls sideways.
        gridTemplateColumns: 'minmax(0, 1fr)',
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
    <div
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: theme.spacing.xs,
      })}
    >
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

/**
 * An example's accessible name with the panel's theme ('Example breadcrumb (dark theme)'):
 * both panels show the same examples, and landmarks must not share a name.
 */
export function useExampleName(): (name: string) => string {
  const { mode } = useTheme();
  return (name) => `${name} (${mode} theme)`;
}
