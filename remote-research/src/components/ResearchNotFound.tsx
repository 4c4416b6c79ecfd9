import { ButtonLink, staticStyles, Typography, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  notFound: {
    display: 'grid',
    justifyItems: 'center',
    gap: theme.spacing.md,
    padding: theme.spacing.xxl,
    textAlign: 'center',
    borderRadius: theme.radii.lg,
    border: `1px dashed ${theme.colors.border}`,
  },
  message: { overflowWrap: 'anywhere', maxWidth: '100%' },
}));

export interface ResearchNotFoundProps {
  /** 'Influencer not found'. */
  title: string;
  /** What was asked for and what to try instead. */
  message: string;
  back: { to: string; label: string };
}

/** An address that names nothing the API knows: say so, and offer a way back. */
export function ResearchNotFound({ title, message, back }: ResearchNotFoundProps) {
  const classes = useStaticClasses(styles);
  return (
    <section aria-label={title} className={classes.notFound}>
      <Typography level="h2">{title}</Typography>
      <Typography tone="muted" className={classes.message}>
        {message}
      </Typography>
      <ButtonLink to={back.to} variant="primary">
        {back.label}
      </ButtonLink>
    </section>
  );
}
