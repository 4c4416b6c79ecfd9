import { preferredSignInMode, useSignIn } from '@flowscope/shared-api';
import { SignInPrompt } from '@flowscope/shared-ui';

/** The signed-out texts are Czech (spec §2); the button is the product's 'Connect Wallet'. */
const TITLE = 'Pro správu sledovaných influencerů se musíte přihlásit';
const BENEFITS = [
  'Vyberte si influencery, jejichž obchody chcete sledovat.',
  'Váš Influencer Feed pak ukáže jen jejich nákupy a prodeje.',
  'Výběr se uloží k vašemu účtu, takže platí na každém zařízení.',
] as const;

/** Signing in starts the Discord sign-in: the popup on desktops, the full page on phones. */
export function SignedOutPrompt() {
  const control = useSignIn();
  return (
    <SignInPrompt
      lang="cs"
      title={TITLE}
      bullets={BENEFITS}
      buttonLabel="Connect Wallet"
      busy={control.busy}
      onConnect={() => {
        // A failure is told by the session's 'Login Failed' notification; nothing to add.
        void control.signIn(preferredSignInMode());
      }}
    />
  );
}
