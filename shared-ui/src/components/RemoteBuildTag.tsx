export interface RemoteBuildTagProps {
  remote: string;
  version: string;
  label: string;
}

/** A quiet line naming the deployed build of a remote, so QA can tell which one is live. */
export function RemoteBuildTag({ remote, version, label }: RemoteBuildTagProps) {
  return (
    <p
      data-testid="remote-build"
      css={(theme) => ({
        margin: 0,
        padding: theme.spacing.lg,
        fontSize: theme.fontSizes.xxs,
        color: theme.colors.textMuted,
      })}
    >
      {remote} {version}
      {label === '' ? '' : ` · build ${label}`}
    </p>
  );
}
