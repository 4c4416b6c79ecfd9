import { preferredSignInMode, useSignIn } from '@flowscope/shared-api';
import { Button } from '@flowscope/shared-ui';

/** 'Sign in with Discord' or 'Logout'; disabled and relabelled while busy (spec §2). */
export function SignInControl() {
  const control = useSignIn();
  return (
    <div css={(theme) => ({ display: 'flex', gap: theme.spacing.xs })}>
      <Button
        variant={control.isAuthenticated ? 'secondary' : 'primary'}
        size="sm"
        disabled={control.busy}
        onClick={() => {
          // Failures are reported by the session (a 'Login Failed' notification); nothing to add.
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
