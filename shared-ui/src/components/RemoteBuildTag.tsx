import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';

const styles = staticStyles((theme) => ({
  tag: {
    margin: 0,
    padding: theme.spacing.lg,
    fontSize: theme.fontSizes.xxs,
    color: theme.colors.textMuted,
  },
}));

export interface RemoteBuildTagProps {
  remote: string;
  version: string;
  label: string;
}

/** A quiet line naming the deployed build of a remote, so QA can tell which one is live. */
export function RemoteBuildTag({ remote, version, label }: RemoteBuildTagProps) {
  const classes = useStaticClasses(styles);
  return (
    <p data-testid="remote-build" className={classes.tag}>
      {remote} {version}
      {label === '' ? '' : ` · build ${label}`}
    </p>
  );
}
