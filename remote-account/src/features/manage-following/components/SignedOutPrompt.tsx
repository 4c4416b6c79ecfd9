import { ConnectWalletPrompt } from '../../../components/ConnectWalletPrompt.tsx';

/** The signed-out texts are Czech (spec §2); the button is the product's 'Connect Wallet'. */
const TITLE = 'Pro správu sledovaných influencerů se musíte přihlásit';
const BENEFITS = [
  'Vyberte si influencery, jejichž obchody chcete sledovat.',
  'Váš Influencer Feed pak ukáže jen jejich nákupy a prodeje.',
  'Výběr se uloží k vašemu účtu, takže platí na každém zařízení.',
] as const;

/** Signed out on Manage Following: why it needs an account, in the screen's Czech. */
export function SignedOutPrompt() {
  return <ConnectWalletPrompt lang="cs" title={TITLE} bullets={BENEFITS} />;
}
