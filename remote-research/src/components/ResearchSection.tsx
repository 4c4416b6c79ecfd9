import type { Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { Typography } from '@flowscope/shared-ui';

/** A titled part of a research screen (its h2), named by its title for landmarks. */
export function ResearchSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.md, minWidth: 0 })}
    >
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.xxs })}>
        <Typography level="h3" as="h2" id={titleId} css={{ margin: 0 }}>
          {title}
        </Typography>
        {description !== undefined && (
          <Typography level="sm" tone="muted" css={{ margin: 0 }}>
            {description}
          </Typography>
        )}
      </div>
      {children}
    </section>
  );
}
