import { preferredSignInMode, useSession, useSignIn } from '@flowscope/shared-api';
import { Button, staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  control: { display: 'flex', gap: theme.spacing.xs, alignItems: 'center' },
  failure: {
    maxWidth: 220,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
  },
}));

/** 'Sign in with Discord' or 'Logout'; disabled and relabelled while busy (spec §2). */
export function SignInControl() {
  const control = useSignIn();
  const { error } = useSession();
  // Header sign-in failures are only logged (spec §8): no toast. A failure that was not the
  // trader's own cancel (a rejected state, a blocked popup) stays readable beside the button.
  const failure = !control.busy && !control.isAuthenticated ? error : null;
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.control}>
      {failure && (
        <span role="status" title={failure} className={classes.failure}>
          {failure}
        </span>
      )}
      <Button
        variant={control.isAuthenticated ? 'secondary' : 'primary'}
        size="sm"
        disabled={control.busy}
        onClick={() => {
          void control.toggle(preferredSignInMode());
        }}
      >
        {control.label}
      </Button>
      {control.canReset && (
        <Button variant="tertiary" intent="warning" size="sm" onClick={control.reset}>
          Reset
        </Button>
      )}
    </div>
  );
}
