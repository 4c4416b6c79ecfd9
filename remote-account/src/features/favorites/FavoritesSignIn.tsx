import { ConnectWalletPrompt } from '../../components/ConnectWalletPrompt.tsx';

const BULLETS = [
  'Keep your favourite CEX and DEX tokens in one place',
  'Follow each favourite’s score now and over 1, 7 and 30 days',
  'See smart-money holdings and market cap of every favourite at a glance',
] as const;

/** Signed out: why Favorites needs an account, and the Discord sign-in behind 'Connect Wallet'. */
export function FavoritesSignIn() {
  return (
    <ConnectWalletPrompt title="To setup the alerts you need to be logged" bullets={BULLETS} />
  );
}
