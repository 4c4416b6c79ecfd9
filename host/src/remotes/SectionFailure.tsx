import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  panel: {
    display: 'grid',
    gap: theme.spacing.md,
    justifyItems: 'start',
    margin: theme.spacing.lg,
    padding: theme.spacing.xl,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    background: theme.colors.surface,
  },
  title: { margin: 0 },
  message: { margin: 0, color: theme.colors.textMuted },
  retry: {
    padding: `${theme.spacing.sm}px ${theme.spacing.lg}px`,
    borderRadius: theme.radii.md,
    border: 'none',
    background: theme.colors.accent,
    color: theme.colors.accentText,
    cursor: 'pointer',
    font: 'inherit',
  },
}));

export interface SectionFailureProps {
  /** How the remote's section is named ('CEX'), from its route manifest. */
  label: string;
  kind: 'unavailable' | 'crashed';
  onRetry: () => void;
}

/** The panel shown in place of a section that failed; the rest of the shell keeps working. */
export function SectionFailure({ label, kind, onRetry }: SectionFailureProps) {
  const classes = useStaticClasses(styles);
  return (
    <section role="alert" aria-labelledby="section-failure-title" className={classes.panel}>
      <h2 id="section-failure-title" className={classes.title}>
        {kind === 'unavailable'
          ? 'This section is unavailable'
          : 'Something went wrong in this section'}
      </h2>
      <p className={classes.message}>
        {kind === 'unavailable'
          ? `The ${label} section could not be loaded. The rest of Flowscope keeps working; try again in a moment.`
          : 'Error: An unexpected error occurred'}
      </p>
      <button type="button" onClick={onRetry} className={classes.retry}>
        Retry
      </button>
    </section>
  );
}
