import type { Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';

/** One block of the Alerts page: a titled region with an optional action beside the title. */
export function Card({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
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
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.spacing.sm,
        })}
      >
        <h2 id={titleId} css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.h3 })}>
          {title}
        </h2>
        {action}
      </div>
      {description !== undefined && (
        <p css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted })}>{description}</p>
      )}
      {children}
    </section>
  );
}
