import { useId, type ReactNode } from 'react';
import { staticStyles, Typography, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  section: { display: 'grid', gap: theme.spacing.md, minWidth: 0 },
  heading: { display: 'grid', gap: theme.spacing.xxs },
  title: { margin: 0 },
  description: { margin: 0 },
}));

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
  const classes = useStaticClasses(styles);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={classes.section}>
      <div className={classes.heading}>
        <Typography level="h3" as="h2" id={titleId} className={classes.title}>
          {title}
        </Typography>
        {description !== undefined && (
          <Typography level="sm" tone="muted" className={classes.description}>
            {description}
          </Typography>
        )}
      </div>
      {children}
    </section>
  );
}
