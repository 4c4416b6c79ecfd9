import { Button, CopyButton, staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  region: {
    display: 'grid',
    gap: theme.spacing.sm,
    padding: theme.spacing.md,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.warning}`,
    background: theme.colors.warningSubtle,
  },
  secretRow: { display: 'flex', alignItems: 'center', gap: theme.spacing.sm },
  secret: { fontFamily: theme.monoFontFamily, overflowWrap: 'anywhere', userSelect: 'all' },
}));

/** The signing secret, shown this once: copy it now, it is never shown again. */
export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const classes = useStaticClasses(styles);
  return (
    <div role="region" aria-label="Signing secret" className={classes.region}>
      <strong>Your signing secret, shown once: copy it now.</strong>
      <div className={classes.secretRow}>
        <code data-secret className={classes.secret}>
          {secret}
        </code>
        <CopyButton value={secret} label="Copy signing secret" />
      </div>
      <div>
        <Button size="sm" variant="secondary" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </div>
  );
}
