import { preferredSignInMode, useSignIn } from '@flowscope/shared-api';
import { SignInPrompt } from '@flowscope/shared-ui';

const BULLETS = [
  'Get an alert when smart money clusters on a token, its netflow or score moves',
  'Follow an influencer or a wallet as they open and close positions',
  'Receive alerts on your webhook or Discord, and as browser notifications',
] as const;

/** Signed out: why Alerts needs an account, and the Discord sign-in behind 'Connect Wallet'. */
export function AlertsSignIn() {
  const control = useSignIn();
  return (
    <SignInPrompt
      title="To setup the alerts you need to be logged"
      bullets={BULLETS}
      buttonLabel="Connect Wallet"
      busy={control.busy}
      onConnect={() => {
        // A failed or cancelled sign-in is reported by the session ('Login Failed').
        void control.signIn(preferredSignInMode());
      }}
    />
  );
}
