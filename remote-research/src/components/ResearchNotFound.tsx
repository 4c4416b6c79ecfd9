import type { Theme } from '@emotion/react';
import { ButtonLink, Typography } from '@flowscope/shared-ui';

export interface ResearchNotFoundProps {
  /** 'Influencer not found'. */
  title: string;
  /** What was asked for and what to try instead. */
  message: string;
  back: { to: string; label: string };
}

/** An address that names nothing the API knows: say so, and offer a way back. */
export function ResearchNotFound({ title, message, back }: ResearchNotFoundProps) {
  return (
    <section
      aria-label={title}
      css={(theme: Theme) => ({
        display: 'grid',
        justifyItems: 'center',
        gap: theme.spacing.md,
        padding: theme.spacing.xxl,
        textAlign: 'center',
        borderRadius: theme.radii.lg,
        border: `1px dashed ${theme.colors.border}`,
      })}
    >
      <Typography level="h2">{title}</Typography>
      <Typography tone="muted" css={{ overflowWrap: 'anywhere', maxWidth: '100%' }}>
        {message}
      </Typography>
      <ButtonLink to={back.to} variant="primary">
        {back.label}
      </ButtonLink>
    </section>
  );
}
