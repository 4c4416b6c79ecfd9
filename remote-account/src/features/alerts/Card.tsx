import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { useId, type ReactNode } from 'react';

const styles = staticStyles((theme) => ({
  card: {
    display: 'grid',
    gap: theme.spacing.md,
    padding: theme.spacing.lg,
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    minWidth: 0,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing.sm,
  },
  title: { margin: 0, fontSize: theme.fontSizes.h3 },
  description: { margin: 0, color: theme.colors.textMuted },
}));

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
  const classes = useStaticClasses(styles);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={classes.card}>
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        {action}
      </div>
      {description !== undefined && <p className={classes.description}>{description}</p>}
      {children}
    </section>
  );
}
