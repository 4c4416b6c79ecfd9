import { preferredSignInMode, useSignIn } from '@flowscope/shared-api';
import { SignInPrompt } from '@flowscope/shared-ui';

export interface ConnectWalletPromptProps {
  title: string;
  /** Why the screen needs an account. */
  bullets: readonly string[];
  /** The texts' language when it is not the page's (the Czech prompts of spec §2). */
  lang?: string;
}

/**
 * Signed out: why a screen needs an account, and the product's 'Connect Wallet', which starts
 * the Discord sign-in (the popup on desktops, the full page on phones).
 */
export function ConnectWalletPrompt({ title, bullets, lang }: ConnectWalletPromptProps) {
  const control = useSignIn();
  return (
    <SignInPrompt
      {...(lang === undefined ? {} : { lang })}
      title={title}
      bullets={bullets}
      buttonLabel="Connect Wallet"
      busy={control.busy}
      onConnect={() => {
        // A failed or cancelled sign-in is reported by the session ('Login Failed').
        void control.signIn(preferredSignInMode());
      }}
    />
  );
}
