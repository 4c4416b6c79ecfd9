import { preferredSignInMode, useSignIn } from '@flowscope/shared-api';
import { SignInPrompt } from '@flowscope/shared-ui';

const BULLETS = [
  'Keep your favourite CEX and DEX tokens in one place',
  'Follow each favourite’s score now and over 1, 7 and 30 days',
  'See smart-money holdings and market cap of every favourite at a glance',
] as const;

/** Signed out: why Favorites needs an account, and the Discord sign-in behind 'Connect Wallet'. */
export function FavoritesSignIn() {
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
